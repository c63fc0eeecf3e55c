// Package notifications tells customers about their bookings.
//
// Booking events come from the Kafka topic bookings.v1 (ADR-0006); the consumer group
// resets its offset to replay a season when the templates change.
package notifications

import "fmt"

const Topic = "bookings.v1"

// Describe renders a booking event for the log.
func Describe(bookingID, eventType string) string {
	return fmt.Sprintf("%s %s", eventType, bookingID)
}
