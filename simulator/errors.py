"""What a simulation answers instead of a timeline: bad input (422 / a usage error), or no simulation
possible here (503)."""

from __future__ import annotations

from sequencer.validation import FieldError


class SimulationInputError(Exception):
    """Input the simulation cannot run with; `details` name the fields (`events[0]`, `sequence.steps[1]`)."""

    def __init__(self, details: list[FieldError]) -> None:
        first = details[0]
        super().__init__(f"{first.field}: {first.message}")
        self.details = details

    @classmethod
    def at(cls, field_name: str, message: str) -> SimulationInputError:
        return cls([FieldError(field_name, message)])

    @property
    def field(self) -> str:
        return self.details[0].field


class SimulationUnavailable(Exception):
    """This installation cannot simulate (no test-server binary, no right to create a schema)."""


class SimulationTimeout(SimulationUnavailable):
    """The run did not end within its limit of real time."""
