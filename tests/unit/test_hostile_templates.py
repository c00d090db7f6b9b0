"""Templates come from API users: the sandbox refuses Python internals and the filesystem."""

import pytest

from sequencer.render import RenderContext, RenderError, render

CONTEXT = RenderContext(
    contact={"first_name": "Dana", "fields": {"company": "Globex"}}, sender={"name": "Riley"}
)


@pytest.mark.parametrize(
    "source",
    [
        "{{ ''.__class__.__mro__[1].__subclasses__() }}",
        "{{ contact.__class__ }}",
        "{{ contact.first_name.__class__.__base__ }}",
        "{{ cycler.__init__.__globals__ }}",
        "{{ self._TemplateReference__context }}",
        "{% include '/etc/passwd' %}",
        "{% import 'os' as os %}",
        "{{ lipsum.__globals__['os'].popen('id').read() }}",
    ],
)
def test_escapes_from_the_sandbox_are_refused(source: str):
    with pytest.raises(RenderError) as refused:
        render(source, CONTEXT, field="steps[0].body")
    assert refused.value.field == "steps[0].body"


def test_ordinary_templates_still_render():
    assert render("Hi {{ contact.first_name }} at {{ contact.fields.company }}", CONTEXT, field="b") == (
        "Hi Dana at Globex"
    )
