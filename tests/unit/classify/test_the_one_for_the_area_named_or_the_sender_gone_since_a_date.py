"""A wrong person said two ways (heldout_dx): the one who sees to the area asked about named, that area put
first ("per la manutenzione il referente è ...", "for maintenance the contact is ...", "für den Einkauf ist
Frau X zuständig", in every rule language); and the sender gone from a firm since a month or a year ("ich
bin seit Oktober nicht mehr bei ...", "non sono più presso ..."; `wrong_person.WRONG_PERSON`). Never the
sender as that one, never that one away, never a place or a state left since then, never the reader's firm.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Seguo la parte commerciale; per gli impianti elettrici il referente è Piero Gallo, in copia.",
        "I look after HR; for procurement the right contact is Hannah Obi.",
        "Ich mache die Personalabteilung, für den Einkauf ist Frau Brandt zuständig.",
        "Je gère la paie ; pour les achats la référente est Julie Morel.",
        "Trato do marketing, para as compras o responsável é o Pedro Lopes.",
        "Ich bin seit Anfang März nicht mehr bei der Kessler Hydraulik, die Post läuft nur weiter.",
        "Ich bin seit 2025 nicht mehr bei Brandt Armaturen.",
        "Non sono più presso la Ferri Meccanica da settembre.",
    ],
)
def test_the_one_for_the_area_named_or_the_sender_gone_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Per gli impianti elettrici il referente sono io, mi chiami pure.",
        "Per gli impianti il referente è in ferie fino al 20.",
        "For procurement the contact is me, happy to talk.",
        "Für den Einkauf bin ich zuständig, schicken Sie mir gern ein Angebot.",
        "Ich bin seit Montag nicht mehr im Büro, erst wieder ab dem 12.",
        "Ich bin seit März nicht mehr in Elternzeit und wieder erreichbar.",
        "Ich bin seit Oktober nicht mehr bei Ihnen Kunde.",
    ],
)
def test_the_sender_as_that_one_or_a_place_left_is_no_wrong_person(text):
    assert reading(text) != "wrong_person"


# The sender's own help or channel named as the one for the area, no one named, or a move to another site of
# the same firm: the sender is still the one to talk to (review of 2026-12-07, seventh).
@pytest.mark.parametrize(
    "text",
    [
        "Per la demo, la persona da contattare è la mia assistente per fissare l'orario, io partecipo"
        " volentieri.",
        "Para a demonstração, o contato é o meu celular 11 99999-0000.",
        "Non sono più presso la sede di Milano ma a Torino: chiamatemi lì, la demo mi interessa.",
        "Für das Thema ist bei uns niemand zuständig, genau deshalb wäre ein Gespräch interessant.",
        "Für die Terminabstimmung ist meine Assistentin zuständig, die Demo interessiert mich.",
        "Per il preventivo il referente è il mio cellulare, mi chiami quando vuole.",
        "Non sono più presso l'ufficio di Roma, ora lavoro dallo stabilimento di Bari: la proposta mi"
        " interessa.",
        "Für die Wartung ist derzeit keiner zuständig, deshalb interessiert uns Ihr Angebot.",
    ],
)
def test_the_senders_own_help_no_one_or_another_site_is_no_wrong_person(text):
    assert reading(text) != "wrong_person"


# ... while a colleague named the same way is still the one to write to.
@pytest.mark.parametrize(
    "text",
    [
        "Per gli impianti elettrici il referente è il mio collega Piero Gallo.",
        "For procurement the right contact is my colleague Hannah Obi.",
        "Non sono più presso la Ferri Meccanica da settembre.",
    ],
)
def test_a_colleague_named_for_the_area_is_still_a_wrong_person(text):
    assert reading(text) == "wrong_person"


# An office, department or division left for another function is the function we wrote to left: a wrong
# person; only a place left, or an office left for a place, is a move inside the firm (the eighth review of
# 2026-12-07).
@pytest.mark.parametrize(
    "text",
    [
        "Non sono più presso l'ufficio acquisti, ora mi occupo di logistica.",
        "Non sono più presso il reparto IT, ora sono in amministrazione.",
        "Non sono più presso la divisione vendite, ora lavoro in marketing.",
    ],
)
def test_a_department_left_for_another_function_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Non sono più presso la sede di Milano ma a Torino, ci sentiamo da lì.",
        "Non sono più presso lo stabilimento di Brescia, ora sono a Bergamo.",
        "Non sono più presso l'ufficio di Roma, ora lavoro dallo stabilimento di Bari.",
    ],
)
def test_a_site_left_or_an_office_left_for_a_site_is_no_wrong_person(text):
    assert reading(text) != "wrong_person"


# The ninth review of 2026-12-07: a department or team left, or a move from one function to another, is a
# wrong person in French, Dutch, Italian and English too (German and Spanish read it already), the
# function we wrote to left ...
@pytest.mark.parametrize(
    "text",
    [
        # the review's sentences
        "Je ne suis plus au service achats, contactez Mme Leroy.",
        "Ik werk niet meer op de afdeling inkoop, mail naar Pieter.",
        "I moved from marketing to product, so this is no longer for me.",
        "Ho lasciato l'ufficio acquisti, ora mi occupo di logistica.",
        # written for these tests
        "I'm no longer in the purchasing department, contact Jane.",
        "I left the procurement team last month.",
        "Ik werk niet meer bij de inkoopafdeling.",
        "J'ai quitté le service achats en mars.",
        "Ho lasciato il reparto vendite a maggio.",
    ],
)
def test_a_department_left_in_other_words_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


# ... never a city, an office or a site left, the sender away, or a team the sender is not on
@pytest.mark.parametrize(
    "text",
    [
        "I moved from London to Paris, so this is no longer for me.",
        "Je ne suis plus au bureau cette semaine.",
        "Ho lasciato l'ufficio di Roma, ora lavoro a Milano.",
        "Ik zit niet meer op kantoor vandaag.",
        "I'm not in the office today.",
        "I'm not on the marketing team, but I'd love a demo.",
    ],
)
def test_a_place_left_or_the_sender_away_is_no_wrong_person(text):
    assert reading(text) != "wrong_person"
