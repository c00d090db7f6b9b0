"""The fifteenth review of 2026-12-06 (q): 204 sentences an adversarial reviewer wrote against the rules of
heldout_cs to heldout_cz, each read with the code before them and after. 25 were new errors (4 missed
removals, 5 false removals, 16 others); the removals and the readings below are mended here, each as its
family (docs/inbound-rounds.md, "A review of the rules of 2026-12-06 (fifteenth)").

Every sentence here was written by the reviewer for this review, or for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        # a removal in a sentence of its own after an invitation to the sender's newsletter
        "Our newsletter covers this too, feel free to subscribe. "
        "Anyway: please remove this address from your list.",
        "Tu peux t'abonner à notre infolettre si ça te dit. Par contre, désabonnez cette adresse svp.",
        "Our newsletter is sent on Fridays, feel free to subscribe. No more emails please.",
        # "unsubscribe me" after a sign-up for an event: asked, not told as done
        "I registered for your webinar last month, but please unsubscribe me from everything now.",
        # the asks the new rules were written for still read
        "Agradecia que retirasse o meu contacto da sua lista de envios.",
        "Zou u mij geen informatie meer willen sturen?",
        "Könnten Sie mir keine Infos mehr schicken?",
    ],
)
def test_these_stay_removals(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # an old address swapped for a new one, or an event's list of attendees
        "Le agradecería que borrara mi dirección antigua de su lista y usara la nueva: ana@nuevo.example.",
        "Agradecia que retirasse o meu contacto antigo da sua lista e colocasse este novo.",
        "Les agradeceríamos que borraran nuestro correo de la lista de asistentes, "
        "ya no podremos ir a la feria.",
        "Zou u mij geen informatie meer willen sturen op mijn oude adres, maar op dit nieuwe?",
        # the sender's own newsletter, leaving it in one click promised in the same sentence
        "On lance notre infolettre : si ça te tente de t'abonner, tu pourras te désabonner en un clic.",
    ],
)
def test_these_are_no_removals(text):
    assert reading(text) != "unsubscribe"


def test_another_way_asked_instead_of_documents_is_no_removal():
    text = (
        "Könnten Sie mir keine Unterlagen mehr schicken, sondern mich einfach anrufen? Das Thema interessiert"
    )
    text += " uns."
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        # a thing, not a person, no longer working with the office; someone out of the office today
        "Our scanner stopped working with our office network after your update, can you help?",
        "Die Software arbeitet nicht mehr mit dem Haus-Server zusammen, bitte um Rückruf vom Support.",
        "A Ana não está no escritório hoje, volta amanhã.",
        # a date asked of a decision is no slot offered; a wish not to be sent more is no interest
        "A decisão final pode ser sexta? Preciso de saber para o relatório.",
        "Não quero que me mandem mais informações.",
    ],
)
def test_these_are_neither_a_person_gone_nor_interest(text):
    assert reading(text) not in ("wrong_person", "interested")


@pytest.mark.parametrize(
    "text, intent",
    [
        ("A Dra. Sousa já não colabora com esta sociedade desde outubro.", "wrong_person"),
        ("A Ana já não está na empresa.", "wrong_person"),
        ("Herr Meier ist nicht mehr in unserer Kanzlei.", "wrong_person"),
        ("Pode ser sexta 9h30?", "interested"),
        ("Sim, pode ser sexta 9h30.", "interested"),
        ("Me manda mais informações, por favor.", "interested"),
    ],
)
def test_what_the_rules_were_written_for_still_reads(text, intent):
    assert reading(text) == intent


@pytest.mark.parametrize(
    "text",
    [
        # no other solutions looked at because ours is the one chosen
        "We don't plan to test other tools, yours is the only one on our shortlist. Can we get a trial?",
        "Non vogliamo valutare altre soluzioni: la vostra ci convince, mandateci il contratto.",
        "Wir wollen keine anderen Anbieter prüfen, Ihr Angebot passt. Schicken Sie den Vertrag.",
        # not reconsidered alone, a call proposed
        "That's not something we'd reconsider alone, let's set up a call with our CFO next week.",
    ],
)
def test_a_no_to_others_or_to_going_it_alone_is_a_yes_to_us(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text, intent",
    [
        # not revisited for now, with a time to come back: a later
        (
            "Pour l'instant ce n'est pas quelque chose sur lequel nous reviendrions, "
            "mais recontactez-nous en 2028.",
            "not_now",
        ),
        ("Este año no es algo que vayamos a reconsiderar, escríbeme en enero.", "not_now"),
        # ... and the nos the rules were written for
        ("We're happy with Ledgerline, so we have no plans to evaluate other solutions.", "not_interested"),
        ("Ce n'est pas quelque chose sur lequel nous reviendrions.", "not_interested"),
    ],
)
def test_for_now_is_a_later_and_for_good_a_no(text, intent):
    assert reading(text) == intent
