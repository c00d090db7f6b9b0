"""Condition expressions: what they may say, what they mean, and what they refuse."""

from __future__ import annotations

import pytest

from sequencer.expressions import ExpressionError, lookup, parse

FACTS = {
    "contact": {"email": "dana@globex.test", "fields": {"plan": "enterprise", "seats": 40, "tags": ["vip"]}},
    "events": {"deal_stage_changed": {"stage": "demo", "received_at": "2026-12-01T00:00:00Z"}},
    "crm": {"deal": {"stage": "Won", "value": 4200}},
}


def holds(text: str) -> bool:
    return parse(text).evaluate(lambda path: lookup(FACTS, path))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('contact.fields.plan == "enterprise"', True),
        ("contact.fields.seats >= 40 and contact.fields.seats < 100", True),
        ('crm.deal.stage in ["Won", "Lost"]', True),
        ('crm.deal.stage not in ["Won"]', False),
        ("events.deal_stage_changed", True),
        ("not events.meeting_booked", True),
        ('events.deal_stage_changed.stage == "demo" or false', True),
        ("contact.fields.missing == null", True),
        ("contact.fields.missing > 3", False),  # null has no order
        ("contact.fields.plan > 3", False),  # text against a number: no order
        ('lower(crm.deal.stage) == "won"', True),
        ('contains(contact.fields.tags, "vip") and len(contact.fields.tags) == 1', True),
        ('startswith(contact.email, "dana@")', True),
        ('exists(contact.fields["plan"])', True),
        ("1 < contact.fields.seats < 10", False),
        ("-contact.fields.seats < 0", True),
    ],
)
def test_an_expression_means_what_it_says(text: str, expected: bool):
    assert holds(text) is expected


def test_the_facts_read_are_the_paths_named():
    expression = parse('crm.deal.stage == "Won" and contact.fields.plan != null')
    read: list[tuple[str, ...]] = []

    expression.evaluate(lambda path: read.append(path) or lookup(FACTS, path))

    assert set(read) == {("crm", "deal", "stage"), ("contact", "fields", "plan")} == set(expression.paths)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("__import__('os').system('id')", "unknown function"),
        ("contact.__class__", "must not start with _"),
        ("open('/etc/passwd')", "unknown function"),
        ("lambda: 1", "unsupported syntax"),
        ("[x for x in contact.fields]", "unsupported syntax"),
        ("contact.fields.plan + 1", "unsupported syntax"),
        ("secrets.key == 1", "unknown name"),
        ("contact == 1", "unknown name"),
        ("contact.fields.plan ==", "not a valid expression"),
        ("contact.fields.plan is None", "use ==, !=, <"),
        ("lower(1, 2)", "takes 1 argument"),
        ("x" * 3000, "at most"),
        ("", "required"),
        ("contact.fields[1]", "text keys"),
        ("b'bytes' == 1", "unsupported literal"),
    ],
)
def test_anything_beyond_the_small_language_is_refused(text: str, words: str):
    with pytest.raises(ExpressionError, match=words):
        parse(text)


def test_deep_nesting_is_refused():
    with pytest.raises(ExpressionError, match="nested too deeply"):
        parse("not " * 40 + "events.x")


def test_lookup_never_reaches_python_attributes():
    class Secret:
        password = "hunter2"

    assert lookup({"contact": Secret()}, ("contact", "password")) is None
