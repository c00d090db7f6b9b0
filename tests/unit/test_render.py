import pytest

from sequencer.render import RenderContext, RenderError, TemplateSyntaxProblem, check_template, render

CONTACT = {
    "first_name": "Dana",
    "email": "dana@initech.test",
    "fields": {"company": "Initech", "budget": None, "notes": "R&D <urgent> \"asap\" 'now'", "seats": 0},
}
SENDER = {"name": "Riley", "email": "riley@acme.test"}
CONTEXT = RenderContext(contact=CONTACT, sender=SENDER)


def render_error(source: str, context: RenderContext = CONTEXT, field: str = "steps[0].body") -> RenderError:
    with pytest.raises(RenderError) as caught:
        render(source, context, field=field)
    return caught.value


def test_contact_and_sender_values_render_by_dotted_name():
    source = "Hi {{ contact.first_name }} at {{ contact.fields.company }}, {{ sender.name }} here."
    assert render(source, CONTEXT, field="f") == "Hi Dana at Initech, Riley here."


def test_values_render_by_subscript_as_well():
    assert render("{{ contact['fields']['company'] }}", CONTEXT, field="f") == "Initech"


def test_string_methods_and_filters_work_on_values():
    source = "{{ contact.first_name.upper() }} {{ contact.fields.company | lower }}"
    assert render(source, CONTEXT, field="f") == "DANA initech"


def test_a_missing_custom_field_fails_naming_its_full_path():
    error = render_error("About {{ contact.fields.company_size }}")
    assert error.reason == "contact.fields.company_size is undefined"
    assert error.field == "steps[0].body"
    assert str(error) == "steps[0].body: contact.fields.company_size is undefined"


def test_the_company_field_missing_reports_contact_fields_company_is_undefined():
    context = RenderContext(contact={"first_name": "Dana", "fields": {}}, sender=SENDER)
    assert (
        render_error("{{ contact.fields.company }}", context).reason == "contact.fields.company is undefined"
    )


def test_a_none_value_counts_as_undefined():
    assert render_error("{{ contact.fields.budget }}").reason == "contact.fields.budget is undefined"


def test_a_none_value_fails_by_subscript_too():
    assert render_error("{{ contact['fields']['budget'] }}").reason == "contact.fields.budget is undefined"


def test_a_missing_parent_is_named_rather_than_the_child():
    error = render_error("{{ contact.custom.company }}")
    assert error.reason == "contact.custom is undefined"


def test_a_missing_sender_value_names_sender():
    assert render_error("{{ sender.title }}").reason == "sender.title is undefined"


def test_an_unknown_top_level_name_fails():
    assert render_error("{{ company }}").reason == "'company' is undefined"


def test_zero_is_a_value_not_undefined():
    assert render("{{ contact.fields.seats }}", CONTEXT, field="f") == "0"


def test_default_filter_fills_in_undefined_and_none_values():
    source = "{{ contact.fields.budget | default('a budget') }}/{{ contact.fields.x | default('y') }}"
    assert render(source, CONTEXT, field="f") == "a budget/y"


def test_is_defined_test_sees_none_as_undefined():
    source = "{% if contact.fields.budget is defined %}yes{% else %}no{% endif %}"
    assert render(source, CONTEXT, field="f") == "no"


def test_html_special_characters_are_not_escaped():
    assert (
        render("{{ contact.fields.notes }} & <b>", CONTEXT, field="f") == "R&D <urgent> \"asap\" 'now' & <b>"
    )


def test_a_trailing_newline_is_kept():
    assert render("Bye {{ sender.name }}\n", CONTEXT, field="f") == "Bye Riley\n"


@pytest.mark.parametrize(
    ("source", "reason"),
    [
        ("{{ contact.__class__ }}", "contact.__class__ is undefined"),
        ("{{ ''.__class__.__mro__ }}", "not allowed in templates: access to attribute '__class__' of 'str'"),
        ("{{ ''.__class__ }}", "not allowed in templates: access to attribute '__class__' of 'str'"),
        (
            "{{ contact.first_name.__class__.__mro__[1].__subclasses__() }}",
            "not allowed in templates: access to attribute '__class__' of 'str'",
        ),
        ("{{ lipsum.__globals__ }}", "not allowed in templates: access to attribute '__globals__'"),
        ("{{ cycler.__init__.__globals__ }}", "not allowed in templates: access to attribute '__init__'"),
        ("{{ contact.fields.__init__ }}", "contact.fields.__init__ is undefined"),
        ("{{ contact.items() }}", "contact.items is undefined"),
    ],
)
def test_the_sandbox_refuses_reaching_python_internals(source, reason):
    error = render_error(source)
    assert error.field == "steps[0].body"
    assert error.reason.startswith(reason)


def test_unsafe_attribute_access_on_strings_reports_not_allowed():
    error = render_error("{{ ''.__class__.__mro__ }}")
    assert error.reason.startswith("not allowed in templates:")
    assert "__class__" in error.reason


def test_dunder_names_on_contact_are_looked_up_as_data_and_are_undefined():
    assert render_error("{{ contact.__class__ }}").reason == "contact.__class__ is undefined"


def test_huge_ranges_are_refused_by_the_sandbox():
    error = render_error("{{ range(10**9) | list | length }}")
    assert error.reason.startswith("OverflowError")


def test_arithmetic_errors_become_render_errors():
    assert render_error("{{ 1 / 0 }}").reason == "ZeroDivisionError: division by zero"


def test_the_field_given_is_the_field_reported():
    assert render_error("{{ nope }}", field="steps[3].subject").field == "steps[3].subject"


def test_a_template_that_parses_passes_the_syntax_check():
    assert check_template("{% if contact.fields.company %}{{ contact.fields.company }}{% endif %}") is None


@pytest.mark.parametrize(
    ("source", "line"),
    [("{{ contact.first_name }", 1), ("Hi\n\n{% if x %}", 3), ("a\n{% endfor %}", 2), ("{% if %}", 1)],
)
def test_syntax_errors_are_reported_with_their_line_number(source, line):
    with pytest.raises(TemplateSyntaxProblem) as caught:
        check_template(source)
    assert str(caught.value).startswith(f"template syntax error on line {line}: ")


def test_a_syntax_problem_is_a_value_error():
    with pytest.raises(ValueError):
        check_template("{{")


def test_rendering_a_syntax_error_is_a_render_error():
    assert render_error("{{ contact.first_name }", field="steps[0].subject").field == "steps[0].subject"


def test_a_none_value_inside_a_list_of_objects_counts_as_undefined():
    context = RenderContext(contact={"fields": {"tags": [{"name": None}]}}, sender=SENDER)
    with pytest.raises(RenderError):
        render("{{ contact.fields.tags[0].name }}", context, field="f")
