"""The simulator: the real EnrollmentWorkflow for one contact on a time-skipping server of its own, with
replies, bounces and out-of-office answers where the caller says (POST /v1/sequences/simulate and
`sequencer simulate`)."""

from simulator.run import MAX_EVENTS, SimulationInputError, SimulationUnavailable, simulate

__all__ = ["MAX_EVENTS", "SimulationInputError", "SimulationUnavailable", "simulate"]
