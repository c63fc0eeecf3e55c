// Package gateway calls Stripe for the payments service.
package gateway

// IdempotencyHeader carries the key created with the booking, so a retried payment
// can never charge twice (payments decision 0002).
const IdempotencyHeader = "Idempotency-Key"
