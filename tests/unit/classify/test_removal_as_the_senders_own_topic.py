""" "Unsubscribe" as the sender's own topic is no removal request (`intent_rules/removal_topic.py`): a
measure of their own removals ("Our unsubscribe rate ... jumped", "notre taux de désinscription", "tasa
de desuscripción", "tasso di disiscrizione", "taxa de descadastro", "our opt-out rate"), the mechanism
named as a technical thing ("one-click unsubscribe", "List-Unsubscribe-Post", "le désabonnement en un
clic"), a part of their own mail ("our unsubscribe page", "notre lien de désinscription"). The German and
Dutch compounds ("Abmelderate", "afmeldpercentage", "Abmeldelink in unserem Newsletter") are no removal
phrase to begin with. Two held-out replies of heldout_s stand for the family.

Real removals keep their reading: "unsubscribe me", "where is your unsubscribe link?", "your unsubscribe
link doesn't work", "I hit unsubscribe and still get mail", the mechanism used by the sender ("I used the
one-click unsubscribe and you still write"), "our unsubscribe request was ignored", and a topic beside a
request ("Your unsubscribe rate must be awful. Unsubscribe me.").

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        # a measure of the sender's own removals
        "Our unsubscribe rate on the holiday sends jumped from 0.3% to 1.1% after we switched templates."
        " Can you do a demo next week?",
        "Our unsubscribe rates went up last quarter. Could you send me some information?",
        "Our opt-out rate doubled since November. Can we book a demo?",
        "Unsubscribes went up 40% since we switched tools. Can we set up a call?",
        "Unsere Abmelderate ist seit dem Sommer gestiegen. Können wir einen Termin für eine Demo machen?",
        "Notre taux de désinscription a doublé cette année. Pouvez-vous m'envoyer une démo ?",
        "Notre taux de désabonnement est trop élevé. Pouvez-vous m'envoyer une documentation ?",
        "Nuestra tasa de desuscripción es muy alta. ¿Podemos hacer una demo?",
        "Nuestra tasa de bajas subió al 2%. ¿Podemos hacer una demo?",
        "Il nostro tasso di disiscrizione è salito al 2%. Possiamo fare una demo?",
        "Ons afmeldpercentage is gestegen. Kunnen we een demo plannen?",
        "Nossa taxa de descadastro subiu muito. Podemos marcar uma demo?",
        # a part of the sender's own mail
        "Our unsubscribe page is broken and our unsubscribe flow is a mess. Could you send me pricing?",
        "Der Abmeldelink in unserem Newsletter funktioniert nicht richtig."
        " Können Sie mir ein Angebot schicken?",
        "Notre lien de désinscription ne marche plus. Pouvez-vous m'envoyer une démo ?",
        "Il nostro link di disiscrizione non funziona. Possiamo fare una demo?",
        "O nosso link de descadastro não funciona. Podemos marcar uma demo?",
    ],
)
def test_the_senders_own_removal_figures_or_pages_beside_interest_are_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Does your tool support one-click unsubscribe (List-Unsubscribe-Post)?",
        "Do you add the List-Unsubscribe header to every mail?",
        "How do you handle the List-Unsubscribe header?",
        "Unterstützt Ihr Tool One-Click-Unsubscribe nach den neuen Regeln von Gmail?",
        "Votre outil gère-t-il le désabonnement en un clic ?",
        "Eén vraag voordat ik verder lees: ondersteunt jullie tool one-click unsubscribe"
        " (List-Unsubscribe-Post) volgens de nieuwe regels van Gmail en Yahoo?"
        " Ons afmeldpercentage wordt daar nu op afgerekend.",
    ],
)
def test_a_question_about_the_removal_mechanism_is_no_request(text):
    assert rule_intent(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "Unsubscribe me.",
        "Unsubscribe",
        "Opt out.",
        "Where is your unsubscribe link?",
        "I've looked for the unsubscribe link on all three of your emails and can't find one. Where is it?",
        "Your unsubscribe link doesn't work, remove me.",
        "Your unsubscribe link doesn't work.",
        "Your unsubscribe page doesn't load.",
        "I hit unsubscribe and still get mail from you.",
        "I clicked the unsubscribe link twice and you keep writing.",
        # the mechanism, used by the sender
        "I used the one-click unsubscribe in Gmail and you still write to me.",
        "I clicked the one-click unsubscribe twice.",
        # a request named as a noun, ours or mine
        "Our unsubscribe request was ignored.",
        "This is my third unsubscribe request.",
        "Please handle my unsubscribe.",
        # a topic beside a request
        "Your unsubscribe rate must be awful. Unsubscribe me.",
        "Unsubscribe rates aside, please unsubscribe me.",
        "Où est votre lien de désinscription ?",
        "Dov'è il vostro link di disiscrizione?",
        "Quero me descadastrar.",
    ],
)
def test_a_real_removal_keeps_its_reading(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the mechanism as a rule for every mail the sender sends (heldout_eg)
        "Our counsel told us we must put a clear unsubscribe at the bottom of each newsletter we send.",
        "Notre juriste dit qu'il faut une désinscription dans chaque envoi.",
        "Il nostro avvocato dice che serve una disiscrizione in ogni email che mandiamo.",
        "O advogado disse que precisamos de um descadastro em cada e-mail.",
    ],
)
def test_the_mechanism_required_in_every_mail_is_no_request(text):
    assert rule_intent(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    ["I want an opt-out from every mail you send.", "I need an opt-out. Stop writing."],
)
def test_an_opt_out_from_our_mail_stays_a_removal(text):
    assert rule_intent(text) == "unsubscribe"
