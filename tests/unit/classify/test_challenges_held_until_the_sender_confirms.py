"""A challenge says our message is not yet delivered, or held, until we confirm: "non è stato ancora
recapitato ... conferma di essere una persona", "nog niet afgeleverd ... bevestigen dat zij een mens
zijn", "retenu jusqu'à ce que vous confirmiez", "retenido hasta que confirme", "retida até que você
confirme", "trattenuto finché non confermi", "wordt pas afgeleverd nadat u bevestigt". In Italian,
Dutch, French, Spanish, Portuguese, German and English, either word order, any person of the person
check. An out-of-office that speaks of confirming or of a link, and a hold notice that names the sender
check but asks nothing ("Non è necessario fare nulla", "U hoeft niets te doen"), stay automatic
replies; a person writing about a parcel not yet delivered, awaiting confirmation, stays a person."""

from __future__ import annotations

import functools

import pytest

from tests.unit.classify.helpers import classify, mail, notice

_notice = functools.partial(notice, extra="Auto-Submitted: auto-replied\n")

CHALLENGES = {
    "italian_not_yet_delivered": _notice(
        "Ciao,\n\nil tuo messaggio per a.rossi@pasticceria.test non è stato\nancora recapitato. Il"
        " destinatario usa un sistema di verifica dei\nmittenti: conferma di essere una persona"
        " cliccando sul link qui sotto.\n\n  https://verifica.pasticceria.test/c?t=1\n",
        subject="Conferma richiesta: il tuo messaggio non è stato ancora recapitato",
        sender="Filtro antispam <antispam@pasticceria.test>",
    ),
    "italian_held_until_you_confirm": _notice(
        "Il tuo messaggio a g.bianchi@officina.test è stato trattenuto finché non confermi di essere"
        " un essere umano.\nClicca sul link: https://verifica.officina.test/2\n",
        subject="Messaggio in attesa",
        sender="Protezione posta <noreply@officina.test>",
    ),
    "dutch_not_yet_delivered": _notice(
        "Beste afzender,\n\nUw bericht aan praktijk@tandarts.test staat in de wacht\nen is nog niet"
        " afgeleverd. Om spam te voorkomen vragen wij nieuwe\nafzenders eenmalig te bevestigen dat"
        " zij een mens zijn.\n\nKlik op de volgende link: https://spamvrij.tandarts.test/b?id=3\n",
        subject="Bevestig uw e-mailadres – bericht in de wacht",
        sender="Mailbeveiliging <noreply@tandarts.test>",
    ),
    "dutch_only_after_you_confirm": _notice(
        "Uw e-mail aan k.devries@bouw.test wordt pas afgeleverd nadat u uw adres bevestigt.\n"
        "Bevestig via de volgende link: https://check.bouw.test/4\n",
        subject="Bevestiging nodig",
        sender="Filter <noreply@bouw.test>",
    ),
    "french_held_until_you_confirm": _notice(
        "Bonjour,\n\nVotre message à c.martin@menuiserie.test est retenu jusqu'à ce que vous\nconfirmiez"
        " votre adresse. Il n'a pas encore été livré : confirmez en cliquant sur le lien\n"
        "https://verif.menuiserie.test/5\n",
        subject="Message en attente de confirmation",
        sender="Filtre <noreply@menuiserie.test>",
    ),
    "spanish_held_until_you_confirm": _notice(
        "Su mensaje a r.lopez@carpinteria.test ha sido retenido hasta que confirme su dirección.\n"
        "No ha sido entregado todavía. Haga clic en el siguiente enlace: https://verif.carpinteria.test/6\n",
        subject="Confirme su dirección",
        sender="Filtro <noreply@carpinteria.test>",
    ),
    "portuguese_held_until_you_confirm": _notice(
        "Sua mensagem para j.souza@padaria.test foi retida até que você confirme o seu endereço.\n"
        "A mensagem não foi entregue ainda: confirme clicando no link https://verif.padaria.test/7\n",
        subject="Confirmação necessária",
        sender="Filtro <noreply@padaria.test>",
    ),
    "portuguese_delivered_after_confirmation": _notice(
        "Sua mensagem para j.souza@padaria.test ainda não foi entregue. Ela só será entregue após a sua"
        " confirmação: clique no link https://verif.padaria.test/8\n",
        subject="Confirme sua mensagem",
        sender="Filtro <noreply@padaria.test>",
    ),
    "german_held_until_you_confirm": _notice(
        "Ihre Nachricht an m.weber@tischlerei.test wurde zurückgehalten, bis Sie Ihre Adresse bestätigen.\n"
        "Bitte bestätigen Sie über den folgenden Link: https://pruefung.tischlerei.test/9\n",
        subject="Bestätigung erforderlich",
        sender="MailSchutz <noreply@tischlerei.test>",
    ),
    "english_held_until_you_confirm": _notice(
        "Your message to sam@workshop.test is held until you confirm your address.\n"
        "Please click the link below to confirm: https://verify.workshop.test/10\n",
        subject="Please confirm your message",
        sender="Mail Filter <noreply@workshop.test>",
    ),
}


@pytest.mark.parametrize("name", sorted(CHALLENGES))
def test_not_yet_delivered_or_held_until_the_sender_confirms_is_a_challenge(name: str) -> None:
    found = classify(CHALLENGES[name])
    assert (found.kind, found.suppress_address) == ("challenge", False)


OUT_OF_OFFICE = {
    "italian": _notice(
        "Sono fuori ufficio fino al 14/12/2026. Il tuo ordine resta in attesa della tua conferma:\n"
        "per urgenze clicca sul link del nostro modulo https://pasticceria.test/contatti\n",
        subject="Fuori ufficio: ordine",
        sender="Anna Rossi <a.rossi@pasticceria.test>",
    ),
    "dutch": _notice(
        "Ik ben afwezig tot en met 14 december. Uw bericht wordt niet doorgestuurd en is nog niet"
        " gelezen.\nVoor dringende zaken: klik op de link https://tandarts.test/spoed\n",
        subject="Afwezig: afspraak",
        sender="Kees Smit <praktijk@tandarts.test>",
    ),
    "french": _notice(
        "Je suis absente jusqu'au 14 décembre. Les commandes en attente de votre confirmation seront"
        " traitées à mon retour.\nEn cas d'urgence, cliquez sur le lien https://menuiserie.test/urgence\n",
        subject="Absence : commande",
        sender="Claire Martin <c.martin@menuiserie.test>",
    ),
    "spanish": _notice(
        "Estoy fuera de la oficina hasta el 14 de diciembre. Los pedidos pendientes de su confirmación"
        " se enviarán a mi regreso.\nHaga clic en el siguiente enlace para urgencias: https://carpinteria.test/u\n",
        subject="Fuera de la oficina",
        sender="Rosa López <r.lopez@carpinteria.test>",
    ),
    "portuguese": _notice(
        "Estou fora do escritório até 14 de dezembro. Pedidos aguardando sua confirmação serão"
        " processados no meu retorno.\nPara urgências, clique no link https://padaria.test/u\n",
        subject="Ausente do escritório",
        sender="João Souza <j.souza@padaria.test>",
    ),
}


@pytest.mark.parametrize("name", sorted(OUT_OF_OFFICE))
def test_an_out_of_office_about_confirming_or_a_link_stays_an_auto_reply(name: str) -> None:
    assert classify(OUT_OF_OFFICE[name]).kind == "auto_reply"


HOLDS_THAT_ASK_NOTHING = {
    "italian": _notice(
        "Il tuo messaggio a a.rossi@pasticceria.test è stato trattenuto per la verifica del mittente e"
        " non è stato ancora recapitato.\nNon è necessario fare nulla: l'amministratore lo esaminerà"
        " entro 24 ore.\n",
        subject="Messaggio trattenuto",
        sender="Gateway <gateway@pasticceria.test>",
    ),
    "dutch": _notice(
        "Uw bericht aan praktijk@tandarts.test is tegengehouden voor afzenderverificatie en is nog niet"
        " afgeleverd.\nU hoeft niets te doen: de beheerder beoordeelt het binnen 24 uur.\n",
        subject="Bericht tegengehouden",
        sender="Gateway <gateway@tandarts.test>",
    ),
    "portuguese": _notice(
        "Sua mensagem para j.souza@padaria.test está retida para verificação de remetentes e ainda não"
        " foi entregue.\nNão é necessário fazer nada: o administrador vai analisá-la em 24 horas.\n",
        subject="Mensagem retida",
        sender="Gateway <gateway@padaria.test>",
    ),
    "french": _notice(
        "Votre message à c.martin@menuiserie.test est retenu pour vérification de l'expéditeur et n'a"
        " pas encore été distribué.\nAucune action n'est requise de votre part.\n",
        subject="Message retenu",
        sender="Passerelle <gateway@menuiserie.test>",
    ),
}


@pytest.mark.parametrize("name", sorted(HOLDS_THAT_ASK_NOTHING))
def test_a_hold_naming_the_sender_check_that_asks_nothing_stays_an_auto_reply(name: str) -> None:
    assert classify(HOLDS_THAT_ASK_NOTHING[name]).kind == "auto_reply"


def test_a_person_writing_about_a_parcel_not_yet_delivered_stays_a_person() -> None:
    raw = mail(
        "Ciao Dana,\n\nil nostro pacco per Milano non è stato ancora consegnato: il portale del corriere"
        " dice\n'in attesa della tua conferma'. Potete aiutarci? Clicca sul link del nostro sito per i"
        " dettagli.\n\nGiulia\n",
        subject="Re: Tracciabilità spedizioni",
    )
    assert classify(raw).kind == "reply"
