"""Wrong person and its look-alikes from heldout_p's first run, in every rule language:

- no longer mine and the one to talk to now, whatever absence date stands before ("I'm out of the office
  until 4 January ... I moved from finance to operations, so this isn't mine anymore. The new AP lead is
  Marcus Bell, he's the one to talk to");
- a shared inbox answered by whoever is on it today, pointing on ("questa è la casella info generica ...
  deve scrivere ad amministrazione@...", "Este e-mail é do atendimento geral ... Já encaminhei a sua
  mensagem para ele");
- a mail passed to the sender who answers it is no wrong person ("Your email to our school office was
  passed to me ... we are not in a position to take up offers made by email").

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "I'm away until 9 March, but quickly: this isn't mine anymore. The new finance lead is Ana Ruiz.",
        "Out until Monday. Tom Hale is now the one to talk to about suppliers, he's the person you want.",
        "Ich bin bis 3. April im Urlaub. Das ist nicht mehr meins, die neue Leiterin ist Frau Kern.",
        "Je suis absente jusqu'au 4 mai. Ce n'est plus mon dossier : c'est elle qu'il faut contacter.",
        "Estoy fuera hasta el 2 de junio. Ya no es cosa mía, el nuevo responsable es Pablo Gil.",
        "Sono fuori fino al 5 maggio. Non è più compito mio, il nuovo referente è Luca Neri.",
        "Ik ben tot 6 mei weg. Dit is niet meer van mij, hij is nu het aanspreekpunt.",
        "Estou fora até 7 de maio. Já não é comigo, o novo responsável é o Rui Matos.",
    ],
)
def test_no_longer_mine_and_the_new_one_named_is_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "This is the general inbox, I'm on it today. For invoices please write to accounts@firm.test.",
        "Dies ist das allgemeine Postfach. Wenden Sie sich bitte an buchhaltung@firma.test.",
        "C'est la boîte générale de l'agence. Écrivez à compta@agence.test, Mme Roux s'en occupe.",
        "Este es el buzón general. Para facturas, escriba a administracion@empresa.test.",
        "Questa è la casella info generica. Per la parte amministrativa deve scrivere ad amm@ditta.test.",
        "Dit is de algemene mailbox. Neem contact op met administratie@bedrijf.test.",
        "Este e-mail é do atendimento geral. Já encaminhei a sua mensagem para o financeiro.",
    ],
)
def test_a_shared_inbox_pointing_on_is_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        # an out-of-office with only a return date reads as it did
        ("I'm out of the office until 4 January with limited access to email.", "other"),
        # a shared inbox whose reader stays and asks
        ("This is the general inbox, but I'm the owner. Send me the pricing please.", "interested"),
        # passed to the sender, who answers for themselves
        ("Your email to our office was passed to me. Yes, let's talk.", "interested"),
        ("I was passed your mail and yes, let's talk.", "interested"),
        (
            "Your email to our school office was passed to me as business manager. All purchasing has to go"
            " through the council's framework, so we are not in a position to take up offers made by email."
            " We will not be taking this any further.",
            "not_interested",
        ),
        ("Please email to our purchasing team, they handle this.", "wrong_person"),
        ("The new version is great, can we see a demo?", "interested"),
    ],
)
def test_handover_look_alikes_keep_their_reading(text, intent):
    assert rule_intent(text) == intent
