"""The fourteenth review of 2026-12-06 (p): 186 sentences an adversarial reviewer wrote against the rules of
heldout_co to heldout_cr, each read with the code before them and after. 23 were new errors (6 missed
removals, 8 false removals, 9 others); 21 are mended here, each as its family (docs/inbound-rounds.md, "A
review of the rules of 2026-12-06 (fourteenth)").

Every sentence here was written by the reviewer for this review, or for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        # how the sender handles removals, beside an ask of their own in another clause
        "We take opt-outs seriously here, so remove this address from your mailing list today.",
        "Gestiamo noi le cancellazioni degli ordini: cancellate questo indirizzo dalla vostra lista.",
        "Elaboriamo le cancellazioni dei clienti ogni lunedì, non scriveteci più.",
        "Gestiamo le cancellazioni delle prenotazioni noi, quindi non scriveteci più.",
        "Wir bearbeiten Abmeldungen immer sofort, Sie offenbar nicht: keine Mails mehr an diese Adresse!",
        # our own link, broken, in a reply that names the sender's newsletter
        "We run our own newsletter. Spent an hour testing the unsubscribe link at the bottom of "
        "this email and "
        "it's broken, so do it manually.",
        # every address of the firm off our list, the list named
        "Bitte entfernen Sie aus Ihrem Verteiler alle Adressen unserer Firma.",
        "Merci de retirer de vos listes toutes les adresses de notre société.",
        "Verwijder uit jullie bestand alle adressen van ons kantoor.",
        "Kunt u iedereen bij Bakker Bouw uit uw lijst verwijderen?",
        "Nämed Si mini Adrässe us em Verteiler use.",
    ],
)
def test_these_stay_removals(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # addresses taken out of a document, not off our list
        "Bitte entfernen Sie aus dem Protokoll alle Adressen unserer Firma, bevor Sie es weiterleiten.",
        "Merci de retirer de la pièce jointe toutes les adresses de notre société avant de "
        "l'envoyer au client.",
        "Vi preghiamo di rimuovere dalla presentazione tutti gli indirizzi del nostro ufficio "
        "prima di pubblicarla.",
        "Por favor eliminar del informe todas las direcciones de nuestra empresa antes de publicarlo.",
        "Let op: verwijder uit de bijlage alle adressen van ons kantoor voordat je hem deelt.",
        "Gerne! Nehmen Sie bitte in Ihre Präsentation alle Adressen unserer Firma auf.",
        # the sender's own plan, and a Swiss meeting struck off a list
        "We gaan iedereen bij Bakker uit de lijst verwijderen die niet reageert.",
        "Strich dä Termin us dr Liste, mir chömed am Fritig.",
    ],
)
def test_these_are_no_removals(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        # someone of the sender's retired is no wrong person; the sender retired is
        ("Onze boekhouder is al een jaar met pensioen, sindsdien doe ik de facturatie.", "other"),
        ("Il mio socio è ormai da un anno in pensione, ora decido io. Mi mandi un preventivo.", "interested"),
        ("Sono ormai da un anno in pensione, ora se ne occupa mio figlio.", "wrong_person"),
        # a governing body deciding at a time is a later
        ("Die Einkaufsentscheidungen trifft der Vorstand im März, melden Sie sich dann wieder.", "not_now"),
        (
            "Las decisiones de compra las toma la junta directiva en septiembre; vuelvan a "
            "escribir entonces.",
            "not_now",
        ),
        # no possibility before a time is a later
        ("Non vediamo la possibilità di dare seguito prima di gennaio, ricontattateci allora.", "not_now"),
        # "nog even niet" about a thing not yet thought about
        ("We hebben er nog even niet over nagedacht, maar ik ben wel benieuwd. Bel me.", "interested"),
        # another supplier chosen, after looking
        (
            "Abbiamo già visto un paio di soluzioni simili e abbiamo scelto la vostra concorrente.",
            "not_interested",
        ),
        ("We hebben al een paar pakketten bekeken en kiezen voor een ander.", "not_interested"),
    ],
)
def test_these_read_as_they_mean(text, intent):
    assert reading(text) == intent


def test_a_date_chosen_is_no_other_supplier():
    assert reading("We kiezen voor een andere datum, kan dinsdag?") != "not_interested"
