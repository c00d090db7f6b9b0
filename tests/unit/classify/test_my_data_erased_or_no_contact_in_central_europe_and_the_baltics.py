"""My data erased and "do not contact me" in Slovak, Czech and the Baltic languages (heldout_bu: "na základe
nariadenia GDPR žiadam o vymazanie mojich osobných údajov z Vašej databázy. Zároveň Vás žiadam, aby ste ma
už nekontaktovali."): the erasure asked as a noun or in the imperative, "that you no longer contact me",
"don't write to me any more" in Slovak spelling; Estonian, Latvian and Lithuanian "delete my data". Their
negations ("nežiadam", "nevymažte") and a contact put off to a date are no request.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Na základe GDPR žiadam o vymazanie mojich osobných údajov.",
        "Prosím o odstránenie môjho e-mailu z vašej databázy.",
        "Vymažte moje osobné údaje, prosím.",
        "Chcem sa odhlásiť z vašich správ.",
        "Žiadam Vás, aby ste ma už nekontaktovali.",
        "Už mi nepíšte, ďakujem.",
        "Žádám o výmaz mých osobních údajů.",
        "Smažte moje údaje z vaší databáze.",
        "Prosím, abyste mě už nekontaktovali.",
        "Palun kustutage minu andmed.",
        "Lūdzu, izdzēsiet manus datus.",
        "Prašau ištrinkite mano duomenis.",
    ],
)
def test_my_data_erased_or_no_contact_is_a_removal(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Nežiadam o vymazanie mojich údajov, len o opravu mena.",
        "Prosím, nevymažte moje údaje.",
        "Prosím, aby ste ma kontaktovali v marci.",
        "Nechcem sa odhlásiť, len zmeniť adresu.",
        "Ďakujem, momentálne nemáme záujem.",
        "Děkuji, teď nemáme zájem.",
    ],
)
def test_a_negated_erasure_or_a_contact_put_off_is_none(text):
    assert rule_intent(text) != "unsubscribe"
