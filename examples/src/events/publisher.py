"""Booking event publisher.

Publishes booking events to the RabbitMQ topic exchange, as decided in ADR-0003.
"""

import json

EXCHANGE = "bookings"


def publish(channel, event_type: str, booking: dict) -> None:
    # Routing keys mirror the event names in ADR-0003: booking.created, booking.changed, ...
    channel.basic_publish(
        exchange=EXCHANGE,
        routing_key=f"booking.{event_type}",
        body=json.dumps(booking).encode("utf-8"),
    )
