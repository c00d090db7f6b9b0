"""A reply to an invitation that is no pitch: regrets with no later date ("Ich sage ab", "non parteciperò",
"I won't be attending", "no asistiré") are not_interested, in every rule language
(`event_reply.EVENT_DECLINED`; heldout_ba). Never beside another date asked for ("can't make Tuesday, is
there another date?" is interest), never with a later edition named (not_now), never conditional: a regret
inside an "if", "si", "se", "wenn", "als" is a case foreseen ("Si al final no vamos, os aviso";
`intent_event._in_a_condition`, review of 2026-12-07, fourth, part 2); never a "se" or "si" that is a
pronoun, before an "and" ("Minha agenda se complicou e não vou participar"; review of 2026-12-07, fifth).

Every sentence here is written for these tests, or the review's."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading, rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Thanks for the invite, but I won't be attending.",
        "Sorry, can't make it.",
        "Danke für die Anfrage, aber Podcasts sind nicht so meins. Ich sage ab.",
        "Ich muss leider absagen.",
        "Merci pour l'invitation, je ne participerai pas.",
        "Gracias por la invitación, pero no asistiré.",
        "La ringrazio per l'invito ma non parteciperò.",
        "Bedankt, maar ik moet helaas afzeggen.",
        "Obrigado, mas não vou participar.",
    ],
)
def test_regrets_with_no_later_date_are_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        # another date asked for: interest
        "Sorry, I can't make it. Is there another date?",
        # a later edition: not_now
        "Ich muss leider absagen. Beim nächsten Mal gerne!",
        # conditional: no decline
        "Se não conseguir participar, me avise.",
    ],
)
def test_no_plain_decline(text):
    assert rule_intent(text) != "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        # the review of 2026-12-07, fourth, part 2
        "Si al final no vamos, os aviso.",
        # written for these tests
        "Se alla fine non veniamo, vi avvisiamo.",
        "If we can't make it, I'll let you know.",
        "Wenn wir nicht kommen, sagen wir Bescheid.",
        "Als ik niet kom, laat ik het weten.",
        "Si je ne viens pas, je vous préviens.",
        "Se não vou participar, aviso.",
    ],
)
def test_a_regret_inside_a_condition_is_no_decline(text):
    assert rule_intent(text) != "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        # written for these tests: the regret outside the condition, or a yes before it, stays a no
        "Gracias por la invitación, pero no vamos.",
        "Sí, no vamos.",
        "Even if it's free, we won't be attending.",
        "Cancelad la reserva para la feria, no vamos.",
    ],
)
def test_a_regret_outside_a_condition_stays_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        # the review of 2026-12-07, fifth: a reflexive or pronoun "se"/"si" before an "and" is no "if"
        "Minha agenda se complicou e não vou participar.",
        "O pessoal se organizou de outro jeito e eu não vou participar.",
        "Se lo comenté al equipo y no iremos, gracias.",
        # written for these tests
        "Ya se lo dije al equipo y no iremos.",
        "Se les avisó a todos y no iremos.",
        "Il team se ne è occupato e non parteciperemo.",
        "La riunione si è spostata e non parteciperò.",
    ],
)
def test_a_pronoun_se_before_the_regret_leaves_it_a_no(text):
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        # written for these tests: an "if" opening the clause the regret is joined to by an "and", or in the
        # regret's own clause, is still a case foreseen
        "Si cambia la fecha y no podemos ir, os aviso.",
        "Se a data mudar e não vou participar, aviso.",
        "Aviso o pessoal se não pudermos participar.",
        "If the date moves and we can't make it, I'll let you know.",
    ],
)
def test_an_if_before_the_and_stays_a_condition(text):
    assert reading(text) != "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        # regrets beside the sender's own registration given back, its sign-up dated (heldout_eg)
        "I'd signed up for the webinar, but I won't be attending after all.",
        "Je ne pourrai pas venir à la formation, à laquelle je m'étais inscrite en octobre. Merci.",
        "No podré asistir al taller de enero, al que me había inscrito en octubre.",
        "Não vou conseguir ir ao curso de janeiro, no qual me inscrevi em outubro.",
    ],
)
def test_regrets_giving_back_the_senders_own_seat_are_no_no(text):
    assert reading(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "Thanks for the invite, but I won't be attending the webinar.",
        "Non parteciperò, grazie.",
        "I won't be attending the webinar. Please cancel my registration.",
    ],
)
def test_regrets_for_an_invitation_stay_a_no(text):
    assert reading(text) == "not_interested"
