"""A decision not to go on with the reader's company, named or "you", the sentence ending there, is a no in
every rule language (`decided_against.DECIDED_AGAINST`; heldout_dj: a clinic network that explained its
reasons with "agora" and then "decidimos não seguir com" the vendor). Never with a thing and a time after it,
never a competitor, never a company named with a request, an interest or a question after it (another
company left, the sender turning to us: review of 2026-12-07).

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Depois de muita conversa, decidimos não seguir com vocês.",
        "A diretoria não quer mais um fornecedor agora. Resolvemos não continuar com a Northwind.",
        "Hemos decidido no seguir con ustedes.",
        "Abbiamo deciso di non proseguire con voi.",
        "Nous avons décidé de ne pas poursuivre avec vous.",
        "We hebben besloten niet met jullie verder te gaan.",
        "Wir haben uns entschieden, nicht mit Ihnen weiterzumachen.",
        "Hemos decidido no seguir con Holded.",
        "We hebben besloten niet met Exact verder te gaan.",
        "Abbiamo deciso di non lavorare con voi.",
        "Nous avons décidé de ne pas travailler avec vous.",
    ],
)
def test_decided_not_to_go_on_with_you_is_a_no(text):
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Decidimos não seguir com a migração este ano.",
    ],
)
def test_a_thing_with_a_time_is_no_plain_no(text):
    assert reading(text) != "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Hemos decidido no seguir con Salesforce. ¿Podemos ver una demo?",
        "Hemos decidido no seguir con Oracle; su propuesta nos interesa",
        "Decidimos não seguir com a Totvs. Podem mandar uma proposta?",
        "Decidimos não fechar com a concorrente. Vamos conversar?",
        "Hemos decidido no trabajar con Holded. Nos interesa su propuesta.",
        "Abbiamo deciso di non lavorare con Zucchetti. Ci mandate una demo?",
        "Nous avons décidé de ne pas travailler avec Sage. Pouvez-vous nous envoyer une proposition ?",
        "Wir haben uns entschieden, nicht mit Datev weiterzuarbeiten. Können Sie uns ein Angebot schicken?",
    ],
)
def test_another_company_left_with_a_turn_to_us_is_interest(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "We hebben besloten niet met Exact verder te gaan. Kunnen we volgende week bellen?",
        "Wir haben uns entschieden, nicht mit SAP weiterzumachen. Zeigen Sie uns gern Ihre Lösung",
    ],
)
def test_another_company_left_with_a_turn_to_us_is_no_no(text):
    assert reading(text) != "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        # what is asked after ends the account: the company left is the reader's (review of 2026-12-07)
        "Hemos decidido no seguir con Acme. ¿Podrían confirmar que han borrado nuestros datos?",
        "We hebben besloten niet verder te gaan met Acme. Kunt u ons account sluiten?",
        "Nous avons décidé de ne pas poursuivre avec Acme. Pouvez-vous fermer notre compte ?",
        "Abbiamo deciso di non proseguire con Acme. Potete inviarci la fattura finale?",
    ],
)
def test_a_company_left_with_the_account_ended_is_a_no(text):
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        # English too (the review of 2026-12-07, part 3, and written for it)
        "We decided not to continue with Salesforce. Could you close the loop and send a demo link?",
        "We've decided not to move forward with Hubspot. Can we see a demo of yours?",
    ],
)
def test_another_company_left_in_english_with_a_turn_to_us_is_interest(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "We decided not to continue with Salesforce.",
        "We decided not to continue with you.",
        "We've decided not to move forward with Hubspot.",
        "We decided not to continue with Salesforce. Could you close our account?",
    ],
)
def test_a_company_left_in_english_alone_or_with_the_account_ended_is_a_no(text):
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        # the file closed after it ends the account too (written for the review of 2026-12-07, part 3)
        "Abbiamo deciso di non proseguire con Acme. Grazie comunque, potete chiudere la pratica?",
        "We decided not to continue with Acme. Could you close the file?",
        "Wir haben uns entschieden, nicht mit Acme weiterzumachen. Können Sie die Akte schließen?",
        "Hemos decidido no seguir con Acme. ¿Pueden cerrar el expediente?",
    ],
)
def test_a_company_left_with_the_file_closed_is_a_no(text):
    assert reading(text) == "not_interested"
