"""The sender not knowing who the right person is reads as a wrong person in every rule language
(`right_person_unknown.RIGHT_PERSON_UNKNOWN`); never asked of us, never about a vendor.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Honestly I'm not sure who the right contact for this is.",
        "Ich weiß leider nicht, wer bei uns der richtige Ansprechpartner wäre.",
        "Je ne saurais pas vous dire qui serait la bonne interlocutrice.",
        "Ni idea de quién sería el interlocutor adecuado.",
        "Sinceramente non saprei dire chi sia l'interlocutore corretto in azienda.",
        "Ignoro chi sia la persona competente, mi dispiace.",
        "Ik weet eigenlijk niet wie bij ons de aangewezen persoon is.",
        "Não faço ideia de quem seria o interlocutor indicado.",
    ],
)
def test_right_person_unknown_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # asked of us
        "Sapete chi sia il referente giusto da noi?",
        "Do you know who the right contact would be?",
        # a vendor, not a person to talk to
        "Non so ancora chi sia il fornitore giusto per noi.",
    ],
)
def test_right_person_unknown_look_alikes(text):
    assert reading(text) != "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # who handles it not known, the reader sent to the switchboard or the reception (the sixth review of
        # 2026-12-07)
        "Non saprei dirle chi se ne occupa, provi con il centralino.",
        "No sabría decirle quién se encarga, pruebe con recepción.",
        "I don't know who handles that, try the switchboard.",
        "Try reception, I don't know who handles it.",
        "Ich weiß nicht, wer dafür zuständig ist, versuchen Sie es am besten bei der Zentrale.",
        "Je ne saurais pas vous dire qui s'en occupe, essayez le standard.",
        "Ik weet niet wie dat regelt, probeer de receptie.",
        "Não sei quem trata disso, tente a recepção.",
    ],
)
def test_who_handles_it_unknown_and_the_switchboard_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # ... "I couldn't tell you who handles it" alone stays as it reads
        "Non saprei dirle chi se ne occupa.",
        "No sabría decirle quién se encarga.",
    ],
)
def test_who_handles_it_unknown_alone_is_no_wrong_person(text):
    assert reading(text) != "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # the sixth review of 2026-12-07: who handles it unknown, but the sender's own interest after the
        # "but" (`intent_wrong_person.interest_after_but`), in every rule language
        "I don't know who handles that, but I'd love a demo.",
        "Je ne sais pas qui s'en occupe, mais j'aimerais bien une démo.",
        "No sé quién se encarga de eso, pero me encantaría ver una demo.",
        "Non so chi se ne occupa, ma mi piacerebbe vedere una demo.",
        "Ich weiß nicht, wer das bei uns macht, aber eine Demo würde mich interessieren.",
        "Ik weet niet wie dat regelt, maar ik wil graag een demo zien.",
        "Não sei quem trata disso, mas gostaria de ver uma demonstração.",
    ],
)
def test_who_handles_it_unknown_but_interested_is_interest(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # ... never someone else pointed to, nor a removal after it
        ("I don't know who handles that here, try the switchboard.", "wrong_person"),
        ("No sé quién se encarga, llame a recepción.", "wrong_person"),
        ("I don't know who handles that, but Maria might, write to her.", "wrong_person"),
        ("I don't know who handles that, and please stop emailing me.", "unsubscribe"),
    ],
)
def test_who_handles_it_unknown_with_someone_pointed_or_a_removal_stays(text, expected):
    assert reading(text) == expected
