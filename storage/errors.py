"""The errors the data-access functions raise; the API and CLI turn them into user messages."""


class StorageError(Exception):
    """Base class for refusals that come from the records."""

    def __init__(self, message: str, *, field: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.field = field


class NotFound(StorageError):
    """The record does not exist."""


class Conflict(StorageError):
    """The write would break a rule the schema enforces (one active enrollment per contact, ...)."""
