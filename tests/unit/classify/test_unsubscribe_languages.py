"""Removal requests in languages whose other intents the rules do not read (PL, SV, DA, NO, FI, CS, RU,
UK, JA, ZH): a reply in them is `other`, unless it asks to be removed, which is a compliance request.
Precision first: a negated request, a sign-up or a plain refusal is never an unsubscribe.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        # Polish
        "Proszę usunąć mój adres z Państwa bazy.",
        "Proszę o wypisanie mnie z newslettera.",
        "Wypiszcie mnie z tej listy, dziękuję.",
        "Proszę więcej do mnie nie pisać.",
        "Nie chcę więcej otrzymywać tych wiadomości.",
        # Swedish
        "Avregistrera mig, tack.",
        "Ta bort mig från er lista.",
        "Sluta skicka mejl till mig.",
        "Jag vill inte ha fler mejl från er.",
        # Danish
        "Afmeld mig venligst.",
        "Fjern mig fra jeres liste.",
        "Send mig ikke flere mails.",
        # Norwegian
        "Meld meg av denne listen.",
        "Slutt å sende meg e-post.",
        "Jeg ønsker ikke å motta flere e-poster.",
        # Finnish
        "Poistakaa minut postituslistaltanne.",
        "Älkää enää lähettäkö minulle viestejä.",
        "En halua enää saada sähköposteja teiltä.",
        # Czech
        "Prosím odhlaste mě z odběru.",
        "Vymažte můj e-mail z databáze.",
        "Už mi nepište.",
        "Neposílejte mi už žádné e-maily.",
        # Russian
        "Отпишите меня от рассылки.",
        "Не пишите мне больше.",
        "Прошу исключить меня из списка.",
        "Прошу больше не присылать мне писем.",
        # "больше не" (no longer) asks all the more: no negation of the request after it
        "Я больше не клиент и прошу удалить мой адрес.",
        # Ukrainian
        "Видаліть мене з розсилки, будь ласка.",
        "Більше не пишіть мені.",
        "Просимо більше не надсилати листів.",
        "Не надсилайте мені більше листів.",
        # Japanese
        "配信停止をお願いします。",
        "今後のご連絡は不要です。",
        "メーリングリストから削除してください。",
        # Chinese
        "退订",
        "请把我从邮件列表中删除。",
        "请不要再给我发邮件了。",
        "請勿再寄信給我。",
    ],
)
def test_a_removal_request_in_these_languages_is_an_unsubscribe(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Proszę nie usuwać mnie z listy.",
        "Nie wypisujcie mnie, chcę dostawać newsletter.",
        "Proszę nie pisać do mnie do marca.",
        "Ta inte bort mig från listan.",
        "Fjern mig ikke fra listen, tak.",
        "Ikke fjern meg fra listen.",
        "Meld meg på webinaret.",
        "Älkää poistako minua listalta.",
        "Nepište mi do března, teď nemám čas.",
        "Nemažte mě z databáze.",
        "Не удаляйте меня из рассылки.",
        "Не пишите мне до марта.",
        "Я не хочу получать звонки, пишите на почту.",
        "Не видаляйте мене.",
        "リストから削除しないでください。",
        "配信停止はしないでください。",
        "せっかくですが、お断りいたします。",
        "请不要把我从列表中删除。",
        "不要删除我的邮箱。",
    ],
)
def test_a_negated_request_or_a_refusal_is_no_unsubscribe(text):
    assert rule_intent(text) != "unsubscribe"


def test_german_nie_wieder_before_a_removal_request_is_no_negation():
    assert rule_intent("Bitte nie wieder Werbung und mich austragen.") == "unsubscribe"
