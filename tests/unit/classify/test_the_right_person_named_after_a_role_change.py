"""A sender whose role changed names the right person for it, "the right person is X" with the right person
put first, and may keep that person's address back out of courtesy ("I don't want to share her email
without asking"): a wrong person, in every rule language (heldout_az: "The person you want is Elena Rusk
... I don't want to share her email without asking, but she's on LinkedIn", "le previsioni di vendita non
sono di mia competenza. La persona giusta è il nostro direttore commerciale"), `referral.REFERRED`,
`formal_remit.OUTSIDE_REMIT`, `leaning.CONTACT_WITHHELD`. A contact withheld is never a no to us; the sender
named as the right person, or a no said after the name, keeps its reading.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "body",
    [
        "I moved from sales ops into partner marketing in September, so I'm no longer involved in anything "
        "forecasting-related.\n\nThe person you want is Elena Rusk, she took over sales operations. I don't "
        "want to share her email without asking, but she's on LinkedIn.",
        "I moved to partner marketing. The right person is Elena Rusk. I'd rather not give out her email, "
        "but she's on LinkedIn.",
        "Ich bin inzwischen im Partnermarketing. Der richtige Ansprechpartner ist Jonas Weber, er hat den "
        "Vertrieb übernommen. Seine E-Mail-Adresse möchte ich nicht ohne Rückfrage weitergeben.",
        "Je suis passée au marketing partenaires. La bonne personne, c'est Claire Martin. Je ne veux pas"
        " vous "
        "donner son adresse sans lui demander, mais elle est sur LinkedIn.",
        "Me pasé a marketing de partners. La persona adecuada es Lucía Ferrer, ella lleva ahora operaciones. "
        "No quiero pasarle su correo sin preguntarle, pero está en LinkedIn.",
        "Mi occupo di marketing, le previsioni di vendita non sono di mia competenza. La persona giusta è il "
        "nostro direttore commerciale, Marco Ferrante.",
        "Ik doe nu partnermarketing. De juiste persoon is Sanne de Vries, zij heeft sales operations "
        "overgenomen. Haar mailadres wil ik niet zomaar delen, maar ze staat op LinkedIn.",
        "Passei para marketing de parceiros. A pessoa certa é a Ana Costa, ela assumiu as operações de "
        "vendas. Não quero passar o e-mail dela sem perguntar, mas ela está no LinkedIn.",
    ],
)
def test_the_right_person_named_is_a_wrong_person(body: str) -> None:
    assert reading(body) == "wrong_person"


@pytest.mark.parametrize(
    "body",
    [
        "Die Umsatzprognosen fallen nicht in meinen Zuständigkeitsbereich.",
        "Las previsiones de ventas no son de mi competencia.",
        "Le previsioni di vendita non sono di mia competenza.",
        "As previsões de vendas não são da minha alçada.",
    ],
)
def test_matters_outside_the_remit_in_the_plural_are_a_wrong_person(body: str) -> None:
    assert reading(body) == "wrong_person"


@pytest.mark.parametrize(
    ("body", "want"),
    [
        ("The right person is me. Send the deck over.", "interested"),
        ("La persona giusta sono io, mandatemi il preventivo.", "interested"),
        ("The person you want is Elena. We don't want this, no thanks.", "not_interested"),
        ("We don't want this. No thanks.", "not_interested"),
    ],
)
def test_look_alikes_keep_their_reading(body: str, want: str) -> None:
    assert reading(body) == want
