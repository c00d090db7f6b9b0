"""Someone else's successor named in the rule languages beside English is a wrong person
(`successor_named.SUCCESSOR_NAMED`; heldout_dl: an assistant writing that the contact left and that her
successor is a named colleague). Never a successor not yet known, never a substitute product. A successor
said to be keen with an address or a way to reach them is a referral, in every rule language (review of
2026-12-07, fourth, part 2).

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Pour la logistique, son successeur est M. Roy, je lui fais suivre.",
        "Für den Einkauf: ihre Nachfolgerin ist Frau Brandt, ich leite Ihre Nachricht weiter.",
        "Para compras, su sucesor es Andrés Vidal; le reenvío su correo.",
        "Per gli acquisti il suo successore è Luca Bassi, gli inoltro la mail.",
        "Voor inkoop: haar opvolger is Tim Smit, ik stuur het door.",
        "Para a contabilidade, o seu sucessor é o Nuno Reis, reencaminho-lhe a mensagem.",
    ],
)
def test_successor_named_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # not yet known: a later
        "Son successeur n'est pas encore nommé, rappelez-moi en mars.",
        "Sein Nachfolger ist noch nicht bekannt, melden Sie sich im Frühjahr wieder.",
        # a substitute, no person
        "La sustituta es perfecta para nosotros, mándeme precios.",
    ],
)
def test_successor_look_alikes_are_no_wrong_person(text):
    assert reading(text) != "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # a person named after the contact left: the rule's purpose, every language
        "Frau Meier hat uns verlassen. Ihre Nachfolgerin ist Frau Brandt.",
        "Marie a quitté l'entreprise ; sa remplaçante est Julie Martin.",
        "Ana ya no trabaja aquí. Su sucesora es la señora Gómez, escríbale a ella.",
        "Il signor Neri è andato in pensione e il suo successore è Paolo Conti.",
        "Jan is vertrokken; zijn opvolger is Pieter de Vries.",
        "A Rita saiu da empresa, a sucessora dela é a Ana Costa.",
    ],
)
def test_a_person_named_as_successor_stays_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # a product's successor (review of 2026-12-07)
        "Votre ancien module n'est plus vendu ; son successeur est-il compatible avec notre ERP ?",
        "Ihr altes Modell wurde eingestellt und sein Nachfolger ist leider deutlich teurer, daher kein "
        "Interesse.",
        "El modelo X200 está descatalogado y su sucesor es demasiado caro para nosotros, así que no, "
        "gracias.",
        "Il vostro vecchio software non è più supportato e il suo successore è troppo caro per noi.",
        "Het oude pakket wordt uitgefaseerd en zijn opvolger is nog in beta, dus we wachten tot volgend "
        "jaar.",
        "Das alte Modul wird eingestellt, sein Nachfolger ist noch teurer.",
        "Le logiciel n'est plus maintenu et son successeur est payant, donc non merci.",
        "Il modello vecchio è fuori produzione e il suo successore è molto caro.",
        "O produto antigo foi descontinuado e o seu sucessor é caro demais para nós.",
        # the formal "your" successor, welcome
        "Ihr Nachfolger ist herzlich eingeladen, uns nächste Woche die Demo zu zeigen, wir sind sehr "
        "interessiert.",
        # a successor who starts later, the sender staying the contact
        "Sa remplaçante sera en poste en janvier ; d'ici là je reste votre contact et le projet nous "
        "intéresse, "
        "envoyez la proposition.",
        "Sein Nachfolger fängt im März an; bis dahin bin ich Ihr Ansprechpartner, schicken Sie mir gern das "
        "Angebot.",
    ],
)
def test_a_products_or_a_later_successor_is_no_wrong_person(text):
    assert reading(text) != "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # the English "his/her successor" only said to be keen: the sender stays (review of 2026-12-07,
        # part 3)
        "His successor is very keen on tools like yours, so keep me posted.",
        "Her successor is quite open to tools like this, keep me in the loop.",
    ],
)
def test_a_successor_said_to_be_keen_is_no_wrong_person(text):
    assert reading(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "His successor is Jan Bakker, please write to him.",
        "My successor is very keen on tools like yours, write to her at ana@x.com.",
        "Her successor will take this over.",
    ],
)
def test_a_successor_named_or_taking_over_stays_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # the review of 2026-12-07, fourth, part 2
        "His successor is interested in this and his email is tom@corp.example.",
        # written for these tests
        "Her successor is very keen on this, reach her at ana@corp.example.",
        "Her successor is quite interested, her number is +44 20 7946 0958.",
        "Son successeur est intéressé, son e-mail est paul.roy@corp.example.",
        "Sein Nachfolger ist sehr interessiert, seine E-Mail ist tom@corp.example.",
        "Su sucesor está interesado, su correo es tom@corp.example.",
        "Il suo successore è interessato, la sua email è tom@corp.example.",
        "Zijn opvolger is geïnteresseerd, zijn e-mail is tom@corp.example.",
        "O sucessor dele está interessado, o e-mail é tom@corp.example.",
    ],
)
def test_a_keen_successor_with_a_way_to_reach_them_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # the review of 2026-12-07, fifth: the number after "call me" is the sender's own
        "His successor is very interested, so send me the deck and call me on 06 1234 5678.",
        "His successor is keen on tools like yours, so please send me the pricing and call me on +44 20 7946"
        " 0123.",
        # written for these tests
        "His successor is very interested; my direct line is 06 1234 5678.",
        "Her successor is keen on this, so send me the deck and write to me at bob@example.com.",
    ],
)
def test_a_keen_successor_with_the_senders_own_number_is_interest(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        # written for these tests: the successor's own number, or a number no one claims
        "His successor is very interested, you can reach her on 06 1234 5678.",
        "His successor is very interested, 06 1234 5678.",
        "His successor is very interested, my number is 06 1234 5678 and hers is 06 8765 4321.",
    ],
)
def test_a_keen_successor_with_their_number_stays_a_wrong_person(text):
    assert reading(text) == "wrong_person"
