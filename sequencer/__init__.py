"""Pure domain logic: sequence documents, durations, timing, rendering, MIME. No I/O, no Temporal."""
