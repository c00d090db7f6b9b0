"""Other people able to unsubscribe themselves, in a tool or list the sender describes, is no removal
request in any rule language (`removal_others`; heldout_cl: a school asking which tool sends our mail,
for a newsletter its readers can leave on their own). The sender's own removal stays one, in the same
reply or with the others named beside it.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "We want a tool where subscribers can unsubscribe themselves without writing to us. What do you use?",
        "Our club needs a mailing tool that lets members opt out on their own. Which one do you use?",
        "Wir suchen ein Tool, bei dem sich die Abonnenten selbst abmelden können, ohne uns zu schreiben.",
        "Nous cherchons un outil où les abonnés peuvent se désinscrire eux-mêmes sans nous écrire.",
        "Buscamos una herramienta en la que los suscriptores puedan darse de baja solos sin escribirnos.",
        "Cerchiamo uno strumento in cui gli iscritti possano disiscriversi da soli senza scriverci.",
        "We zoeken een tool waarin abonnees zich zelf kunnen afmelden zonder ons te mailen.",
        "Procuramos uma ferramenta em que os assinantes possam se descadastrar sozinhos sem nos escrever.",
        "Queremos um sistema em que os pais possam cancelar a subscrição sem ligar para a secretaria.",
    ],
)
def test_others_able_to_unsubscribe_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the sender's own removal after the others
        "Our members can unsubscribe themselves on our site. Please unsubscribe me from yours.",
        "Die Kunden können warten, bitte melden Sie mich ab.",
        # the sender named as the object
        "The people in your team can remove me from the list today.",
        "Os clientes podem esperar, mas tirem-me da vossa lista.",
        "Les abonnés peuvent attendre, désinscrivez-moi.",
    ],
)
def test_own_removal_beside_others_stays(text):
    assert reading(text) == "unsubscribe"


# heldout_dy: anyone at all able to do it in the sender's own mailing ("dass man sich per Antwort abmelden
# kann", `removal_others.ANYONE_CAN_BEFORE`), never asked
@pytest.mark.parametrize(
    "text",
    [
        "We send a monthly newsletter to our clients and want it so that one can unsubscribe by replying.",
        "Wir verschicken einen Newsletter und möchten, dass man sich per Antwort abmelden kann. Geht das?",
        "Nous envoyons une newsletter et voulons qu'on puisse se désabonner en répondant. Possible ?",
        "Enviamos un boletín mensual y queremos que uno pueda darse de baja respondiendo.",
        "Wij versturen een nieuwsbrief en willen dat men zich ook per antwoord kan afmelden.",
    ],
)
def test_anyone_able_to_unsubscribe_from_the_senders_mailing_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Wie kann man sich abmelden?",
        "Wo kann man sich von Ihrem Newsletter abmelden? Wir verschicken selbst einen Newsletter.",
        "Ich möchte mich abmelden. Wir verschicken selbst auch einen Newsletter.",
    ],
)
def test_anyone_asked_or_the_sender_stays_a_removal(text):
    assert reading(text) == "unsubscribe"


# "be able to" is the others' own ability, never a passive (heldout_ee: "our DPO wants people to be able
# to opt out by replying")
@pytest.mark.parametrize(
    "text",
    [
        "Our compliance lead wants subscribers to be able to unsubscribe with a reply, not just a link.",
        "For our own newsletter, readers should be able to opt out without logging in. How do you do it?",
        "We want our members to be able to opt out by email. Which tool does that?",
    ],
)
def test_others_able_to_opt_out_in_english_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "I want to be able to opt out of your emails.",
        "Everyone on our team can be taken off your list now.",
        "Our readers should be able to opt out easily, and so should I: please remove me.",
    ],
)
def test_the_senders_own_ability_or_the_passive_stays_a_removal(text):
    assert reading(text) == "unsubscribe"
