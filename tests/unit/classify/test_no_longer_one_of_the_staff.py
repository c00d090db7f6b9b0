"""A person no longer one of the staff, the firm's own word for its people between
(`left_the_company.LEFT_THE_COMPANY`; heldout_cl: the addressee no longer on the firm's books, nobody named
after him): a wrong person, in every rule language. Never a thing no longer part of an offer or a plan.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "A Dra. Marta Lopes já não faz parte da nossa equipa. De momento não sei quem a substitui.",
        "O senhor Carvalho não faz mais parte do quadro de colaboradores.",
        "Herr Vogel gehört nicht mehr zu unserem Team.",
        "Mme Girard ne fait plus partie de nos effectifs.",
        "La señora Ruiz ya no forma parte de la plantilla.",
        "Il dott. Neri non fa più parte dell'organico.",
        "Mevrouw Smit maakt geen deel meer uit van ons team.",
        "Mr Grant is no longer on our staff.",
    ],
)
def test_no_longer_one_of_the_staff_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # a module no longer part of a package, then a later
        "Esse módulo já não faz parte do pacote, fale comigo de novo em abril.",
        "Das Modul ist nicht mehr Teil unseres Angebots. Melden Sie sich im März wieder.",
    ],
)
def test_a_thing_no_longer_part_of_an_offer_is_no_wrong_person(text):
    assert reading(text) != "wrong_person"
