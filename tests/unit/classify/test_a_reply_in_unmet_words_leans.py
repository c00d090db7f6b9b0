"""A reply no rule family has met still reads what it leans to (`intent_rules.leaning`): a request to come
back after a time is a later, a negation of a need, a point or a way forward is a no, a call or a quote
welcomed is a yes, in every rule language; a no about answering, a no under a condition, a "not sure
what you need" and the sender's own call stay `other`."""

import pytest

from tests.unit.classify.helpers import RULES


def _intent(text: str) -> str:
    return RULES.classify(text, sender="mira@kestrel.example", ours=set(), sent=None).intent


@pytest.mark.parametrize(
    "text",
    [
        "Slammed with the warehouse move. Circle back with me around mid February.",
        "Shoot me a line once the audit wraps, probably late January.",
        "Zurzeit passt es gar nicht, kommen Sie im neuen Jahr gern wieder auf mich zu.",
        "Le moment est mal choisi, recontactez-moi après les soldes.",
        "Ahora mismo imposible. Vuelva a escribirme cuando pase el cierre fiscal.",
        "In questo periodo siamo sommersi, mi ricontatti dopo l'inventario.",
        "Even geen ruimte voor. Neem na de verbouwing opnieuw contact op.",
        "Agora não dá. Volte a falar comigo depois do carnaval.",
    ],
)
def test_a_come_back_request_is_a_later(text: str) -> None:
    assert _intent(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Honestly there's no appetite for another platform on our side.",
        "We won't be taking it any further, the team is happy with spreadsheets.",
        "Dafür brauchen wir keine neue Software, das klappt mit Excel.",
        "Franchement, aucun intérêt pour notre cabinet.",
        "Somos tres en la oficina, no tiene sentido para nosotros.",
        "Siamo in quattro, non ci serve davvero.",
        "Wij zijn een klein bureau, daar hebben we geen behoefte aan.",
        "Somos uma empresa pequena, não faz sentido para nós.",
    ],
)
def test_a_denied_need_or_point_is_a_no(text: str) -> None:
    assert _intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "This landed at the right moment. Thursday at 3 would suit for a call with me and our ops lead.",
        "Hätten Sie nächste Woche Zeit für ein Telefonat mit unserem Einkauf?",
        "Pourriez-vous m'envoyer un devis pour douze postes ?",
        "Nos encantaría una llamada con el equipo de finanzas.",
        "Mi manda un preventivo per tre sedi?",
        "Kunt u een offerte sturen voor twintig gebruikers?",
        "Consegue uma reunião na quinta com o nosso diretor?",
    ],
)
def test_a_call_or_a_quote_welcomed_is_a_yes(text: str) -> None:
    assert _intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "No need to reply, I just wanted to say the article on accruals was good.",
        "Pas besoin de répondre, c'était juste pour vous remercier de l'article.",
        "If it turns out not to be relevant for a firm our size I'll say so. Does it read bank feeds?",
        "Is there a number I can call you back on? I want to check you're who you say you are.",
        "Who gave you my address?",
        "I forwarded the invoice question to accounts already, not sure what else you need from me.",
        "Ich habe das schon an die Buchhaltung gegeben, weiß nicht, was Sie noch brauchen.",
    ],
)
def test_a_no_about_answering_a_conditional_no_and_our_own_call_stay_other(text: str) -> None:
    assert _intent(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "Kein Problem, wir brauchen das dringend.",
        "No hay duda, lo necesitamos.",
        "Never thought we'd need something like this, but here we are.",
        "We've no intention of staying with our current vendor.",
        "Nessun problema, ci serve proprio.",
    ],
)
def test_an_idiom_of_agreement_is_no_denial(text: str) -> None:
    assert _intent(text) != "not_interested"


def test_a_need_denied_after_an_idiom_still_is() -> None:
    assert _intent("No problem at all, there's no need for a call.") == "not_interested"
