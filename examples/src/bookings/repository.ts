// Seat inventory is locked row by row in PostgreSQL (ADR-0002), so two checkouts for the same
// lane serialise here instead of overselling.
export interface SeatHold {
  sailingId: string;
  lane: string;
  bookingId: string;
}

export const HOLD_SEAT_SQL = `
  SELECT id FROM inventory
   WHERE sailing_id = $1 AND lane = $2 AND booking_id IS NULL
   FOR UPDATE SKIP LOCKED
   LIMIT 1`;

export function outboxInsert(bookingId: string, type: string): [string, unknown[]] {
  // Events go to the outbox in the booking's own transaction; the relay publishes them (ADR-6).
  return ['INSERT INTO outbox (booking_id, type) VALUES ($1, $2)', [bookingId, type]];
}
