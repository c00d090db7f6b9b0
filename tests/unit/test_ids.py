import re
from email.headerregistry import HeaderRegistry

import pytest

from sequencer.ids import enrollment_workflow_id, message_id_for, send_idempotency_key

ENROLLMENT = "0d5e2a7c-4b8f-4f0e-9a57-3c1b2d4e5f60"
SAFE_ID = re.compile(r"^<[A-Za-z0-9.-]+@[^<>\s]+>$")


def test_the_workflow_id_names_the_project_and_the_contact():
    assert enrollment_workflow_id("default", "c-42") == "enrollment:default:c-42"


def test_the_workflow_id_differs_per_project_for_the_same_contact():
    assert enrollment_workflow_id("a", "c") != enrollment_workflow_id("b", "c")


def test_the_idempotency_key_names_the_enrollment_the_step_and_the_visit():
    assert send_idempotency_key(ENROLLMENT, "intro") == f"seq:{ENROLLMENT}:intro:v1"
    assert send_idempotency_key(ENROLLMENT, "intro", 3) == f"seq:{ENROLLMENT}:intro:v3"


def test_a_visit_counts_from_one():
    with pytest.raises(ValueError):
        send_idempotency_key(ENROLLMENT, "intro", 0)


def test_the_message_id_replaces_every_non_alphanumeric_with_a_dot():
    key = send_idempotency_key(ENROLLMENT, "intro")
    dotted = ENROLLMENT.replace("-", ".")
    assert message_id_for(key, "acme.test") == f"<seq.{dotted}.intro.v1@acme.test>"


def test_each_visit_of_a_step_gets_its_own_message_id():
    first = message_id_for(send_idempotency_key(ENROLLMENT, "intro", 1), "acme.test")
    second = message_id_for(send_idempotency_key(ENROLLMENT, "intro", 2), "acme.test")
    assert first != second


@pytest.mark.parametrize("step_id", ["intro", "follow_up", "step-2", "a_b-c_9"])
def test_the_message_id_holds_only_letters_digits_dots_and_dashes_before_the_at(step_id):
    message_id = message_id_for(send_idempotency_key(ENROLLMENT, step_id), "acme.test")
    assert SAFE_ID.match(message_id), message_id
    assert message_id.count("@") == 1


def test_unsafe_characters_in_the_key_become_dots():
    assert message_id_for("a:b_c d/e+f@g", "x.test") == "<a.b.c.d.e.f.g@x.test>"


def test_the_message_id_is_deterministic():
    key = send_idempotency_key(ENROLLMENT, "intro")
    assert message_id_for(key, "acme.test") == message_id_for(key, "acme.test")


def test_different_steps_get_different_message_ids():
    ids = {
        message_id_for(send_idempotency_key(ENROLLMENT, s), "acme.test") for s in ("intro", "bump", "last")
    }
    assert len(ids) == 3


def test_a_plain_message_id_parses_without_defects():
    header = HeaderRegistry()(
        "Message-ID", message_id_for(send_idempotency_key(ENROLLMENT, "intro"), "a.test")
    )
    assert header.defects == ()


@pytest.mark.parametrize("step_id", ["follow__up", "intro_"])
def test_the_message_id_left_part_is_a_valid_dot_atom_for_any_valid_step_id(step_id):
    message_id = message_id_for(send_idempotency_key(ENROLLMENT, step_id), "acme.test")
    assert ".." not in message_id
    assert ".@" not in message_id
    assert HeaderRegistry()("Message-ID", message_id).defects == ()
