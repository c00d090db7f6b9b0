from datetime import UTC, date, datetime

from sequencer.inbox import away_until, needs_full_message, referenced_ids, written_at

SENT = datetime(2026, 12, 2, 9, 0, tzinfo=UTC)  # a Wednesday


def test_an_out_of_office_resumes_at_the_start_of_the_next_business_day_after_the_return():
    # Back Friday 4 Dec: resume Monday 7 Dec, 00:00 in New York.
    assert away_until(date(2026, 12, 4), SENT, "America/New_York") == datetime(2026, 12, 7, 5, 0, tzinfo=UTC)


def test_without_a_date_or_with_an_implausible_one_the_hold_is_seven_days():
    assert away_until(None, SENT, "UTC") == datetime(2026, 12, 9, 9, 0, tzinfo=UTC)
    assert away_until(date(9999, 12, 31), SENT, "UTC") == datetime(2026, 12, 9, 9, 0, tzinfo=UTC)
    assert away_until(date(2026, 11, 1), SENT, "UTC") == datetime(2026, 12, 9, 9, 0, tzinfo=UTC)


def test_reports_from_mail_systems_need_the_full_message():
    assert needs_full_message({"from": "Mail Delivery System <MAILER-DAEMON@mx.example>"})
    assert needs_full_message(
        {"from": "x@y.test", "content-type": "multipart/report; report-type=delivery-status"}
    )
    assert not needs_full_message({"from": "Dana <dana@example.test>", "content-type": "text/plain"})


def test_referenced_message_ids_come_from_in_reply_to_and_references():
    headers = {"in-reply-to": "<a@x>", "references": "<b@x> <a@x>, junk"}
    assert referenced_ids(headers) == ["<a@x>", "<b@x>", "<a@x>"]


def test_the_written_date_is_read_from_the_date_header_or_is_unknown():
    assert written_at({"date": "Wed, 02 Dec 2026 09:00:00 +0000"}) == SENT
    assert written_at({"date": "not a date"}) is None
    assert written_at({}) is None
