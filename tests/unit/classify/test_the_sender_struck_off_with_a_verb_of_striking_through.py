"""The sender struck off or crossed out of our file or list with a verb of striking through, in the languages
where "strike me off" and "rayez-moi" had no sibling yet (heldout_dv; `intent_rules/removal_struck_off.py`):
a removal request. A thing struck through, a guest or attendee list, or the verb negated is none. Every
sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "body",
    [
        "Ik heb het druk genoeg, streep mij gewoon door in uw klantenbestand.",
        "Wilt u mijn naam doorstrepen op jullie verzendlijst? Dank u.",
        "Streep ons alsjeblieft door op de mailinglijst, we stoppen met de praktijk.",
        "Tachadme de vuestra lista de envíos, gracias.",
        "Per cortesia depennatemi dal vostro indirizzario.",
        "Risque-me da sua base, não tenho interesse.",
        "Streicht mich doch einfach aus eurem Newsletter-Verteiler.",
        "Please cross me out of your records, thank you.",
    ],
)
def test_a_verb_of_striking_through_with_our_file_is_a_removal(body: str) -> None:
    assert reading(body) == "unsubscribe"


@pytest.mark.parametrize(
    "body",
    [
        "Ik heb de oude prijzen in de offerte doorgestreept, kunt u een nieuwe sturen?",
        "Streep vrijdag maar door in de planning, dan kom ik dinsdag langs.",
        "Kunt u mij doorstrepen op de deelnemerslijst van het congres?",
        "Depennatemi dalla lista degli invitati alla cena, purtroppo non vengo.",
        "Streep me alsjeblieft niet door in jullie bestand, ik lees de nieuwsbrief graag.",
        "I crossed out the old prices in the quote, please send a new one.",
    ],
)
def test_a_thing_struck_through_or_a_guest_list_is_no_removal(body: str) -> None:
    assert reading(body) != "unsubscribe"


@pytest.mark.parametrize(
    "body",
    [
        # the sixth review of 2026-12-07: the list is one for an event, a meal or an outing
        "Strike me from the list for Friday's lunch, I'm travelling.",
        "Strike me from the list for the golf day, I'll be abroad.",
        "Strike me from the list for the panel on Thursday, my flight was cancelled.",
        "Táchenme de la lista de la cena de Navidad, no puedo ir.",
        "Táchenme de la lista de la excursión del sábado.",
        "Depennatemi dalla lista per il pranzo di Natale, sono fuori sede.",
        "Risquem-me da lista do almoço de sexta, não vou conseguir.",
        "Risquem-me da lista do jantar de Natal, por favor.",
        "Streep me maar door op de lijst voor de borrel, ik ben ziek.",
        "Streep me door op de lijst voor de nieuwjaarsborrel.",
        # written for these tests
        "Scratch me from the list for the conference drinks, something came up.",
        "Wilt u mij doorstrepen op de lijst voor het kerstdiner?",
        "Depennatemi dalla lista della gita di maggio, non posso.",
        "Tachen mi nombre de la lista del almuerzo del jueves.",
        "Risque o meu nome da lista do churrasco, obrigado.",
    ],
)
def test_struck_off_the_list_for_an_event_is_no_removal(body: str) -> None:
    assert reading(body) != "unsubscribe"


@pytest.mark.parametrize(
    "body",
    [
        # written for these tests: our list, for events in the plural or every one, or our mail about one
        "Strike me from your list for events, thanks.",
        "Strike me from the list for future events.",
        "Strike me from the list for the dinner invitations.",
        "Táchenme de su lista de envíos del evento.",
        "Risquem-me da vossa lista de envios do almoço mensal.",
        "Streep me door op de lijst voor de nieuwsbrief.",
        "Streicht mich aus eurem Newsletter-Verteiler für die Feier-Angebote.",
    ],
)
def test_struck_off_our_list_for_events_stays_a_removal(body: str) -> None:
    assert reading(body) == "unsubscribe"


@pytest.mark.parametrize(
    "body",
    [
        # the seventh review of 2026-12-07: the removal widened after the event to all the rest of our mail,
        # or the list one of our mail ("promos", singular "correo")
        "Strike me from your list for the conference promos, and everything else you send.",
        "Táchenme de su lista de correo de la feria y de todo lo demás.",
        "Depennatemi dalla vostra lista per la fiera e da tutte le altre.",
        # written for these tests
        "Strike me from the list for the conference, and from all the others too.",
        "Risquem-me da vossa lista do webinar e de todas as outras.",
        "Streep me door op jullie lijst voor de beurs en van alle andere.",
        "Táchenme de su lista de correo de la feria.",
    ],
)
def test_struck_off_for_an_event_and_all_the_rest_stays_a_removal(body: str) -> None:
    assert reading(body) == "unsubscribe"


@pytest.mark.parametrize(
    "body",
    [
        # written for these tests: a second event, or "the others" not struck off, stays the event only
        "Strike me from the list for the conference dinner and the workshop.",
        "Strike me from the list for the gala, the others I'll decide later.",
        "Depennatemi dalla lista per il pranzo, ci vediamo alla fiera.",
    ],
)
def test_struck_off_for_an_event_with_no_widening_stays_no_removal(body: str) -> None:
    assert reading(body) != "unsubscribe"


@pytest.mark.parametrize(
    "body",
    [
        # the eighth review of 2026-12-07: "the other dinners", "den anderen Feiern": the rest named are more
        # events, a list of events is no mailing (written for these tests, in the striking verbs' words)
        "Táchenme de la lista de la cena y de las otras cenas del año.",
        "Strike me from the list for the dinner and all the other dinners.",
        "Depennatemi dalla lista per il pranzo e da tutte le altre cene.",
        "Streep me door op de lijst voor de borrel en alle andere borrels.",
        "Risquem-me da lista do almoço e de todas as outras festas.",
    ],
)
def test_struck_off_for_an_event_and_the_other_events_stays_no_removal(body: str) -> None:
    assert reading(body) != "unsubscribe"


@pytest.mark.parametrize(
    "body",
    [
        # ... but the rest of our mail, or the others with no noun, stays the widened removal
        "Strike me from the list for the dinner and all your other mailings.",
        "Risquem-me da lista do almoço e de todas as outras.",
        "Táchenme de la lista de la cena y de todo lo demás.",
    ],
)
def test_struck_off_for_an_event_and_the_rest_of_our_mail_stays_a_removal(body: str) -> None:
    assert reading(body) == "unsubscribe"


@pytest.mark.parametrize(
    "body",
    [
        # heldout_ef: struck "off" whatever list the sender is on (written for these tests)
        "Please strike me off whatever list I'm on.",
        "Strike us off any list you keep, thanks.",
        "Scratch my name off every mailing list you have.",
        "Could you strike me off of your database?",
    ],
)
def test_struck_off_whatever_list_is_a_removal(body: str) -> None:
    assert reading(body) == "unsubscribe"


@pytest.mark.parametrize(
    "body",
    [
        "Strike me from the list for Friday's lunch.",
        "Could you strike off the old address from your records?",
    ],
)
def test_struck_off_an_event_list_or_an_old_address_stays_no_removal(body: str) -> None:
    assert reading(body) != "unsubscribe"
