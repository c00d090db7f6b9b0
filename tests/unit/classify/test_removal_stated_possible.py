"""A removal stated as possible is no removal asked, in every rule language (`removal_possible`,
`removal_guards.as_a_topic.stated_possible`; heldout_dr: a municipality describing its own supplier
newsletter, "leaving it is always possible via the link at the bottom"). Never negated (the way out failing
is a complaint), never asked, and a removal asked beside it still reads.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "We publish a buyers' bulletin twice a year. Unsubscribing is possible at any time.",
        "Onze aankoopdienst stuurt maandelijks een overzicht. Uitschrijven kan steeds via de link.",
        "Wij versturen een overzicht van onze aanbestedingen. Afmelden is op elk moment mogelijk.",
        "Unser Einkauf verschickt einen Quartalsbrief. Die Abmeldung ist jederzeit per Link möglich.",
        "Notre service achats publie une lettre trimestrielle. La désinscription est possible en un clic.",
        "El ayuntamiento publica un boletín de compras. La baja es posible desde el enlace del pie.",
        "Il comune pubblica un bollettino per i fornitori. La disiscrizione è sempre possibile.",
        "A câmara envia um boletim aos fornecedores. O descadastro é possível pelo link no fim.",
    ],
)
def test_removal_stated_possible_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the way out fails: a complaint, a removal
        "Afmelden kan niet via uw link, haal me dus zelf van uw lijst.",
        "Abmelden ist nicht möglich, der Link geht nicht. Bitte streichen Sie mich aus dem Verteiler.",
        # a removal asked beside the statement
        "Unsubscribing is possible, they say, but the link is dead: please remove me from your list.",
        "Uitschrijven kan via de link, maar die werkt niet. Verwijder mij uit uw mailinglijst.",
        # the removal alone
        "Afmelden graag.",
    ],
)
def test_removal_beside_or_failing_still_reads(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the fifth review of 2026-12-07: a Dutch or German negation ending the clause, after "kan ik"
        "Afmelden kan ik via de link niet, die geeft een foutmelding.",
        # our footer quoted back ("zegt u", "dicen", "you say", "certes", "dite"), then a failure or a
        # "do it for me"
        "Afmelden kan via de link onderaan, zegt u, maar die werkt niet. Graag handmatig doen.",
        "Darse de baja es posible con el enlace, dicen, pero no funciona. Háganlo ustedes, por favor.",
        "Unsubscribing can be done with one click, you say. Then do that click for me, please.",
        "La désinscription est possible via le lien, certes, mais je préfère que vous le fassiez vous-même.",
        "La disiscrizione è possibile in qualsiasi momento, dite. Bene: procedete.",
        # written for these tests: the same in other words and languages
        "Abmelden kann ich mich über Ihren Link leider nicht, der führt ins Leere.",
        "Uitschrijven kan ik via die link al weken niet meer.",
        "Abmelden ist jederzeit per Link möglich, schreiben Sie. Machen Sie das bitte für mich.",
        "O descadastro é possível a qualquer momento pelo link, dizem vocês. Façam isso por mim.",
        # the way out contradicted after a "but"
        "Uitschrijven kan altijd via de link, maar die werkt niet.",
        "La disiscrizione è sempre possibile dal link, ma il link non funziona. Procedete voi.",
    ],
)
def test_our_way_out_quoted_back_or_failing_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the sender's own mailing named between the removal word and the possibility, a one-line reply read
        # on the opening-line path too (the fifth review of 2026-12-07's old errors)
        "Unsubscribing from our newsletter is possible at any time via the link in each issue.",
        "Darse de baja de nuestro boletín es posible en cualquier momento desde el enlace.",
        "O descadastro da nossa lista de clientes é possível a qualquer momento pelo link.",
        "Hi Anna,\nThanks for your mail. Unsubscribing from our newsletter is possible at any time via the"
        " link in each issue.\nRegards",
        # written for these tests
        "Afmelden van onze nieuwsbrief kan altijd via de link onderaan.",
        "Die Abmeldung von unserem Newsletter ist jederzeit per Link möglich.",
        "La désinscription de notre lettre d'information est possible à tout moment.",
        "La disiscrizione dalla nostra newsletter è sempre possibile.",
        "Afmelden kan altijd via de link onderaan.",
        # a Romance "no" later in the clause and a "but" with no failing: still the sender's own way out
        "Darse de baja es posible en cualquier momento desde el enlace y no cuesta nada.",
        "Onze aankoopdienst stuurt maandelijks een overzicht. Uitschrijven kan steeds via de link, maar de"
        " meeste leveranciers blijven.",
    ],
)
def test_the_senders_own_way_out_stays_no_removal(text):
    assert reading(text) != "unsubscribe"
