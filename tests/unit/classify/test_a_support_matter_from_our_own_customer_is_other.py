"""A support matter from someone who says they are already our customer (heldout_bd: "we literally already
pay you guys ... someone to look at ticket 48812", "We zijn al klant ... Kun jij dit doorzetten naar
support?", "how to cancel our subscription when the contract ends in April", "I cancelled in November ...
refund ... Where is it??", "We're already using Acme ... when will the sync support custom objects?") is
`other` (`intent_customer.customer_reading`, `intent_rules/customer.py`), whatever "already use", "not
interested", month or "graag" stands beside it. Never without the customer said (a prospect's "our sync is
broken" is left to the other steps), never our own name missing ("we already use HubSpot ... when will it
support"), never a quote asked beside it, never a meeting cancelled.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import classify, mail, rule_intent


@pytest.mark.parametrize(
    "text",
    [
        # a ticket or support chased, something of ours broken
        "Not looking for another tool, we literally already pay you guys. Ticket 48812 is still open and"
        " support hasn't answered.",
        "We're customers already and not interested in more. SSO has been broken since Monday, can you pass"
        " this on to support?",
        "Wir sind bereits Kunde, kein Interesse an mehr. Ticket 48812 ist seit Montag offen, können Sie das"
        " an"
        " den Support weitergeben?",
        "Nous sommes déjà clients, pas intéressés par autre chose. Pouvez-vous transmettre ça au support ? Le"
        " ticket 48812 est toujours ouvert.",
        "Ya somos clientes, no nos interesa nada más. ¿Puedes pasar esto a soporte? El ticket 48812 sigue"
        " abierto.",
        "Siamo già clienti, non ci interessa altro. Puoi girare questo al supporto? Il ticket 48812 è ancora"
        " aperto.",
        "We zijn al klant. Waar ik wel graag hulp bij heb: de koppeling staat sinds gisteren op 'storing'."
        " Kun"
        " jij dit doorzetten naar support?",
        "Já somos clientes, não temos interesse em mais nada. Pode passar isso para o suporte? O ticket 48812"
        " continua aberto.",
        # the product contract's cancellation asked, with its month
        "We are an existing customer. I need to know how to cancel our subscription when the contract ends in"
        " April.",
        "Wir sind schon Kunden. Wie kündigen wir unseren Vertrag zum Ende April?",
        "Nous sommes déjà clients : comment résilier notre abonnement à l'échéance en avril ?",
        "Ya somos clientes, ¿cómo cancelar nuestra suscripción cuando venza el contrato en abril?",
        "Siamo già vostri clienti: come disdire il contratto alla scadenza di aprile?",
        "Wij zijn al klant. Hoe zeggen we ons abonnement op tegen april?",
        "Já somos clientes, como cancelar a nossa assinatura no fim do contrato em abril?",
        # a refund chased
        "I cancelled in November and was told I'd get a refund. Where is it?? I'm not interested in anything"
        " else until that's sorted",
        "Ich habe im November gekündigt. Wo bleibt meine Rückerstattung? Kein Interesse an anderem.",
        "Nous avons résilié en novembre. Où en est mon remboursement ? Rien d'autre ne nous intéresse.",
        "Cancelamos el contrato en noviembre. ¿Dónde está mi reembolso? No nos interesa nada más.",
        "Abbiamo disdetto a novembre, dov'è il rimborso? Non ci interessa altro.",
        "Ik heb in november opgezegd. Waar blijft mijn terugbetaling? Verder geen interesse.",
        "Cancelamos em novembro. Cadê o meu reembolso? Não temos interesse em mais nada.",
        # a roadmap question, with our own name
        "We already use Acme. Do you know when the Salesforce sync will support custom objects?",
        "Wir sind bereits Kunde, wir nutzen schon alles. Wann unterstützt die Synchronisation eigene"
        " Objekte?",
        "Nous sommes déjà clients, on utilise déjà tout. Quand est-ce que la synchro prendra en charge les"
        " objets personnalisés ?",
        "Ya somos clientes y ya usamos todo. ¿Sabes cuándo va a soportar objetos personalizados?",
        "Siamo già clienti, usiamo già tutto. Sai quando la sincronizzazione supporterà gli oggetti"
        " personalizzati?",
        "We zijn al klant en gebruiken alles al. Het staat al lang op de roadmap.",
        "Já somos clientes e já usamos tudo. Sabe quando a sincronização vai suportar objetos"
        " personalizados?",
        # a seat added asked as a how-to
        "We already use Acme. How do I add 5 more users?",
    ],
)
def test_a_customers_support_matter_is_other(text):
    assert rule_intent(text, sender="kontakt@firma.test") == "other"


@pytest.mark.parametrize(
    ("text", "reading"),
    [
        # no customer said: a prospect's no or later stands
        ("Ticket 48812 was about a different vendor. Not interested.", "not_interested"),
        ("We're customers of HubSpot. Not interested.", "not_interested"),
        ("We're customers of HubSpot. Ticket 48812 is open, not interested.", "not_interested"),
        ("We are a customer-focused company, ticket 48812 is open. Not interested.", "not_interested"),
        ("I'm a partner at Baker LLP, ticket 48812 was closed. Not interested.", "not_interested"),
        ("Siamo clienti di Zucchetti, il ticket 48812 è aperto. Non ci interessa.", "not_interested"),
        ("Wij zijn klant bij Exact, ticket 48812 staat open. Geen interesse.", "not_interested"),
        ("We are an existing customer of Salesforce, so no thanks.", "not_interested"),
        ("Wir sind Kunde bei HubSpot, kein Bedarf.", "not_interested"),
        # the name is not ours
        ("We already use HubSpot. Do you know when it will support custom objects?", "not_interested"),
        # a customer's no to more, with no support matter
        ("We already use Acme and are happy with it, no thanks.", "not_interested"),
        # a quote asked beside the support matter is interest
        (
            "We are already a customer. Our sync is broken, but can you send me a quote for the premium"
            " tier?",
            "interested",
        ),
        # a meeting cancelled is no contract cancelled
        ("We're customers already. Please cancel our call on Thursday, let's talk in March.", "not_now"),
    ],
)
def test_look_alikes_keep_their_reading(text, reading):
    assert rule_intent(text, sender="kontakt@firma.test") == reading


def test_the_support_escalation_as_a_whole_reply():
    raw = mail(
        "Not looking for another tool, we literally already pay you guys. What I need is someone to look at"
        " ticket 48812, SSO login has been broken for half my team since Monday.\n\nSent from my iPhone\n",
    )
    assert classify(raw).intent == "other"
