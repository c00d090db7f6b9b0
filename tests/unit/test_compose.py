import pytest

from sequencer.compose import render_email
from sequencer.models import EmailStep
from sequencer.render import RenderError

CONTACT = {
    "id": "0d5e2a7c-4b8f-4f0e-9a57-3c1b2d4e5f60",
    "project_id": "default",
    "first_name": "Dana",
    "email": "dana@initech.test",
    "fields": {"company": "Initech", "blank": "  ", "budget": None},
}
SENDER = {"name": "Riley"}


def email_step(
    subject: str | None = "Hi {{ contact.first_name }}", body: str = "Hello {{ contact.first_name }}"
):
    return EmailStep(id="s", type="email", subject=subject, body=body, reply_in_thread=subject is None)


def compose_error(step: EmailStep, index: int = 0) -> RenderError:
    with pytest.raises(RenderError) as caught:
        render_email(step, index, contact=CONTACT, sender=SENDER)
    return caught.value


def test_subject_and_body_render_for_the_contact():
    step = email_step(
        "Quick question, {{ contact.first_name }}", "Hi {{ contact.first_name }},\n{{ sender.name }}\n"
    )
    assert render_email(step, 0, contact=CONTACT, sender=SENDER) == (
        "Quick question, Dana",
        "Hi Dana,\nRiley\n",
    )


def test_a_step_without_a_subject_renders_only_the_body():
    assert render_email(email_step(None), 2, contact=CONTACT, sender=SENDER) == (None, "Hello Dana")


def test_the_subject_is_trimmed():
    subject, _ = render_email(
        email_step("  Hi {{ contact.first_name }}  \n"), 0, contact=CONTACT, sender=SENDER
    )
    assert subject == "Hi Dana"


def test_the_body_is_not_trimmed():
    _, body = render_email(email_step(body="\nHi\n\n"), 0, contact=CONTACT, sender=SENDER)
    assert body == "\nHi\n\n"


def test_an_undefined_value_in_the_subject_names_the_steps_subject():
    error = compose_error(email_step("About {{ contact.fields.size }}"), index=1)
    assert error.field == "steps[1].subject"
    assert error.reason == "contact.fields.size is undefined"


def test_an_undefined_value_in_the_body_names_the_steps_body():
    error = compose_error(email_step(body="{{ contact.fields.budget }}"), index=4)
    assert error.field == "steps[4].body"
    assert error.reason == "contact.fields.budget is undefined"


def test_a_subject_rendering_to_nothing_fails():
    error = compose_error(email_step("{{ contact.fields.blank }}"), index=2)
    assert (error.field, error.reason) == ("steps[2].subject", "renders to an empty subject")


@pytest.mark.parametrize(
    "subject", ["Hi\n{{ contact.first_name }}", "Hi\r{{ contact.first_name }}", "a\r\nb"]
)
def test_a_subject_rendering_to_several_lines_fails(subject):
    error = compose_error(email_step(subject), index=0)
    assert (error.field, error.reason) == ("steps[0].subject", "renders to more than one line")


def test_a_value_with_a_newline_cannot_smuggle_a_header_into_the_subject():
    contact = {**CONTACT, "first_name": "Dana\nBcc: all@initech.test"}
    with pytest.raises(RenderError, match="more than one line"):
        render_email(email_step(), 0, contact=contact, sender=SENDER)


def test_a_body_rendering_to_whitespace_fails():
    error = compose_error(email_step(body="{{ contact.fields.blank }}\n"), index=3)
    assert (error.field, error.reason) == ("steps[3].body", "renders to an empty body")


@pytest.mark.parametrize("key", ["id", "project_id"])
def test_internal_contact_ids_are_hidden_from_templates(key):
    error = compose_error(email_step(body="{{ contact." + key + " }}"))
    assert error.reason == f"contact.{key} is undefined"


def test_compose_does_not_change_the_callers_contact():
    before = dict(CONTACT)
    render_email(email_step(), 0, contact=CONTACT, sender=SENDER)
    assert CONTACT == before
