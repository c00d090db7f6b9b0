"""Contact events from a CRM webhook or the rep's calendar: the service is `activities.contact_events`
(the inbox activity delivers the calendar's meetings through it too); its names, as the API uses them."""

from activities.contact_events import find_contact, history, record

__all__ = ["find_contact", "history", "record"]
