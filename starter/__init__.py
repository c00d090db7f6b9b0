"""The Python API engineers use from their own code (and the HTTP API and CLI use too)."""

from starter.client import Sequencer, connect_temporal

__all__ = ["Sequencer", "connect_temporal"]
