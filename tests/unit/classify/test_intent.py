"""What a reply means, read from the sender's own words only (quote and signature cut first)."""

from __future__ import annotations

from datetime import date

import pytest

from sequencer.classify import classify_message, parse_message
from sequencer.classify.intent import IntentClassifier, IntentResult, RuleClassifier, load_classifier
from sequencer.classify.language import in_unknown_language
from sequencer.classify.quotes import own_text

RULES = RuleClassifier()
SENT = date(2026, 2, 10)


def intent_of(text: str) -> str:
    return RULES.classify(own_text(text), sender="dana@lumen.test", ours={"rep@acme.test"}, sent=SENT).intent


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Sounds interesting, can you send pricing?", "interested"),
        ("Happy to chat - Tuesday at 3pm works for me.", "interested"),
        ("Not interested, thanks.", "not_interested"),
        ("We already use a tool for this and are happy with it.", "not_interested"),
        ("No thanks.", "not_interested"),
        ("Please remove me from your list.", "unsubscribe"),
        ("UNSUBSCRIBE", "unsubscribe"),
        ("stop", "unsubscribe"),
        ("Stop emailing me.", "unsubscribe"),
        ("Not interested - take me off your mailing list.", "unsubscribe"),
        ("Please don't contact me again.", "unsubscribe"),
        ("Bitte entfernen Sie mich aus Ihrem Verteiler.", "unsubscribe"),
        ("Bitte keine weiteren E-Mails.", "unsubscribe"),
        ("Merci de me retirer de votre liste.", "unsubscribe"),
        ("Je ne souhaite plus recevoir vos messages.", "unsubscribe"),
        ("Por favor, denme de baja.", "unsubscribe"),
        ("No me escriban más, gracias.", "unsubscribe"),
        ("Circle back in Q3.", "not_now"),
        ("Not right now, maybe later in the year.", "not_now"),
        ("Melden Sie sich bitte im dritten Quartal wieder.", "not_now"),
        ("Recontactez-moi à la rentrée.", "not_now"),
        ("Escríbame el próximo mes.", "not_now"),
        ("I'm not the right person for this.", "wrong_person"),
        ("I left the company in March.", "wrong_person"),
        ("Ich bin nicht zuständig, wenden Sie sich an frau.meier@firma.test", "wrong_person"),
        ("Ya no trabajo en la empresa.", "wrong_person"),
        ("Who is this?", "other"),
        ("Thanks", "other"),
    ],
)
def test_the_senders_own_words_decide(text, intent):
    assert intent_of(text) == intent


def test_our_quoted_copy_never_decides_what_they_meant():
    body = (
        "Sounds good, let's set up a call.\n\n"
        "On Tue, 10 Feb 2026 at 09:12, Jo Rep <rep@acme.test> wrote:\n"
        "> Not the right person? Reply 'unsubscribe' and I won't write again.\n"
    )
    assert intent_of(body) == "interested"


def test_a_referral_is_the_address_they_name_not_their_own_or_ours():
    said = RULES.classify(
        "Not me, try anna@x.test (cc rep@acme.test). Dana, dana@lumen.test",
        sender="dana@lumen.test",
        ours={"rep@acme.test"},
        sent=SENT,
    )
    assert (said.intent, said.referral) == ("wrong_person", "anna@x.test")


def test_not_now_carries_the_date_they_named():
    said = RULES.classify("Try me again after 15 March.", sender=None, ours=(), sent=SENT)
    assert (said.intent, said.follow_up_date) == ("not_now", date(2026, 3, 16))


def test_every_decision_names_the_words_that_made_it():
    said = RULES.classify("Please take me off your list", sender=None, ours=(), sent=SENT)
    assert said.evidence == "take me off"


def test_a_ticket_acknowledgement_is_an_auto_reply_intent():
    raw = (
        b"From: Support <support@vendor.test>\nTo: rep@acme.test\nSubject: [#48213] Re: Hello\n"
        b"Auto-Submitted: auto-replied\n\nThank you for contacting us. Your request (#48213) has been "
        b"received and will be reviewed by our support staff.\n"
    )
    found = classify_message(parse_message(raw))
    assert (found.kind, found.intent) == ("auto_reply", "auto_reply")


@pytest.mark.parametrize(
    "text",
    [
        "Gentile cliente, abbiamo ricevuto la sua richiesta e le risponderemo al più presto.",
        "La sua richiesta (#5531) è stata presa in carico dal nostro servizio clienti.",
        "Questo è un messaggio generato automaticamente, la preghiamo di non rispondere.",
        "Beste klant, wij hebben uw bericht in goede orde ontvangen.",
        "Uw aanvraag (#5531) is geregistreerd; u ontvangt binnen twee werkdagen antwoord.",
        "Dit is een automatisch gegenereerd bericht.",
        "Olá, recebemos a sua mensagem e responderemos em breve.",
        "O seu pedido (#5531) foi registado com sucesso.",
        "Esta é uma resposta automática. Número do protocolo: 88213.",
    ],
)
def test_acknowledgements_in_italian_dutch_and_portuguese(text):
    assert intent_of(text) == "auto_reply"


@pytest.mark.parametrize(
    "text",
    [
        "Abbiamo ricevuto la vostra proposta, ma non siamo interessati.",
        "Is dit een automatisch bericht? Ik wil graag een demo.",
        "Recebemos muitas propostas assim; não temos interesse.",
    ],
)
def test_a_person_who_mentions_receiving_is_no_acknowledgement(text):
    assert intent_of(text) != "auto_reply"


def test_an_out_of_office_is_no_acknowledgement():
    raw = (
        b"From: Dana <dana@lumen.test>\nTo: rep@acme.test\nSubject: Out of office\nDate: Tue, 10 Feb 2026 "
        b"09:00:00 +0000\nAuto-Submitted: auto-replied\n\nI am out of the office until 20 February.\n"
    )
    found = classify_message(parse_message(raw))
    assert (found.kind, found.intent, str(found.return_date)) == ("auto_reply", None, "2026-02-20")


def test_an_unsubscribe_reply_prints_its_intent_and_evidence():
    raw = b"From: dana@lumen.test\nTo: rep@acme.test\nSubject: Re: Hello\n\nPlease remove me.\n"
    shown = classify_message(parse_message(raw)).as_json()
    assert (shown["class"], shown["intent"], shown["evidence"]) == (
        "unsubscribe_request",
        "unsubscribe",
        "remove me",
    )


def test_a_read_receipt_is_nobody_answering():
    raw = (
        b"From: dana@lumen.test\nTo: rep@acme.test\nSubject: Read: Hello\nMIME-Version: 1.0\n"
        b'Content-Type: multipart/report; report-type=disposition-notification; boundary="b"\n\n--b\n'
        b"Content-Type: text/plain\n\nYour message was read.\n--b\n"
        b"Content-Type: message/disposition-notification\n\nFinal-Recipient: rfc822; dana@lumen.test\n"
        b"Disposition: manual-action/MDN-sent-manually; displayed\n--b--\n"
    )
    assert classify_message(parse_message(raw)).kind == "receipt"


class _Model:
    """A team's own model, plugged in through the one protocol."""

    def classify(self, text, *, sender, ours, sent):
        return IntentResult("interested", evidence="model said so")


def test_a_plugged_in_classifier_replaces_the_rules():
    raw = b"From: dana@lumen.test\nTo: rep@acme.test\nSubject: Re: Hello\n\nhmm\n"
    found = classify_message(parse_message(raw), intents=_Model())
    assert (found.intent, found.evidence) == ("interested", "model said so")
    assert isinstance(_Model(), IntentClassifier)


def test_a_classifier_is_loaded_by_its_import_path():
    assert isinstance(load_classifier("tests.unit.classify.test_intent:_Model"), _Model)
    assert isinstance(load_classifier(None), RuleClassifier)
    with pytest.raises(ValueError, match="package.module:factory"):
        load_classifier("no_colon_here")


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Cancellatemi dalla vostra lista, grazie.", "unsubscribe"),
        ("Per favore rimuovetemi dalla mailing list.", "unsubscribe"),
        ("Non voglio più ricevere queste email.", "unsubscribe"),
        ("Verwijder mij uit uw lijst aub.", "unsubscribe"),
        ("Graag uitschrijven.", "unsubscribe"),
        ("Stuur mij geen mails meer.", "unsubscribe"),
        ("Por favor, removam-me da vossa lista.", "unsubscribe"),
        ("Não quero receber mais emails.", "unsubscribe"),
        ("Parem de me enviar mensagens.", "unsubscribe"),
        ("Non siamo interessati, grazie.", "not_interested"),
        ("Geen interesse, bedankt.", "not_interested"),
        ("Não temos interesse, obrigado.", "not_interested"),
        ("Mi interessa, fissiamo una chiamata?", "interested"),
        ("Klinkt interessant, stuur me meer info.", "interested"),
        ("Tenho interesse, podemos marcar uma reunião?", "interested"),
        ("Niet nu, misschien later dit jaar.", "not_now"),
    ],
)
def test_italian_dutch_and_portuguese_replies(text, intent):
    assert intent_of(text) == intent


@pytest.mark.parametrize("text", ["Prosím, pošlete mi ceník.", "Kérem, küldjenek árajánlatot."])
def test_a_language_the_rules_do_not_know_is_other_never_a_guess(text):
    assert intent_of(text) == "other"


def test_a_removal_asked_in_a_language_the_rules_do_not_know_is_still_an_unsubscribe():
    # "Please delete us from the list": the one thing read in such a language (docs/inbound-mail.md).
    assert intent_of("Kérem, töröljenek a listáról.") == "unsubscribe"


def test_the_quoted_originals_unsubscribe_footer_is_never_the_contacts_words():
    text = (
        "Thanks, noted.\n"
        "\n"
        "On Tue, 3 Mar 2026 at 10:02, Rep <rep@acme.test> wrote:\n"
        "To unsubscribe from these emails, reply stop."
    )
    assert intent_of(text) != "unsubscribe"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        # Plural and feminine forms of a negated "interested" (PT, IT).
        ("Obrigado, mas não estamos interessados.", "not_interested"),
        ("Grazie, ma non siamo interessate.", "not_interested"),
        # "Not now" in Italian, Dutch and Portuguese word orders, with a season or a month.
        ("Ora non è il momento, ci risentiamo a gennaio.", "not_now"),
        ("Op dit moment niet, neem na de zomer nog eens contact op.", "not_now"),
        ("Momenteel niet, misschien volgend jaar.", "not_now"),
        ("Depois das férias, entre em contato comigo em março.", "not_now"),
    ],
)
def test_italian_dutch_and_portuguese_later_and_plural_refusals(text, intent):
    assert intent_of(text) == intent


@pytest.mark.parametrize(
    "text",
    [
        "Aktuell leider nicht, wir stecken mitten in einer Migration.",
        "Zurzeit eher nicht.",
        "Kommen Sie gern im Herbst noch einmal auf mich zu.",
        "Melden Sie sich doch noch mal im März.",
    ],
)
def test_german_not_now_with_a_word_between_or_noch_einmal(text):
    assert intent_of(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Non mi occupo io di queste forniture, le consiglio di scrivere alla collega dell'ufficio acquisti.",
        "Non sono io a occuparmi di questo.",
        "Daar ga ik niet over. Mail even met Sanne Bakker van inkoop.",
        "Dat is niet mijn afdeling.",
        "Não cuido disso, fale com a Ana do financeiro.",
        "I don't handle purchasing, sorry.",
    ],
)
def test_not_the_one_who_handles_it_is_a_wrong_person(text):
    assert intent_of(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    ["We don't handle invoices manually anymore.", "Bel even met mij volgende week, dan plannen we iets."],
)
def test_handling_words_about_the_work_itself_are_no_wrong_person(text):
    assert intent_of(text) != "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Roughly what does this cost per user? Trying to get a ballpark first.",
        "How much is it per seat?",
        "Was kostet das pro Nutzer ungefähr?",
        "Combien ça coûte par utilisateur ?",
        "¿Cuánto cuesta por usuario?",
    ],
)
def test_a_question_about_the_price_alone_is_not_yet_interest(text):
    assert intent_of(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "Could you send me your pricing for 20 users?",
        "Können Sie mir die Preisliste schicken?",
        "Pouvez-vous m'envoyer vos tarifs ?",
        "How much does it cost? If it fits, let's set up a call next week.",
        "This could be useful for us. What does it cost?",
    ],
)
def test_asking_for_prices_to_be_sent_or_a_next_step_is_interest(text):
    assert intent_of(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Brzmi ciekawie. Czy możemy umówić się na demo w czwartek?",
        "Det lyder interessant, kan du ringe mig i morgen?",
        "Jeg er ikke rett person, ta kontakt med kari@fjord.test, hun har ansvaret.",
        "Tämä kuulostaa hyvältä, voisitteko lähettää demon?",
        "Звучит интересно, давайте созвонимся в четверг, demo?",
        "デモをお願いできますか。",
    ],
)
def test_a_loan_word_or_an_address_in_an_unknown_language_is_no_guess(text):
    assert intent_of(text) == "other"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Sounds interesting, can we set up a demo with our team at Ørsted Øst?", "interested"),
        ("Not for us, thanks. Pozdrowienia z Łodzi.", "not_interested"),
        ("Proszę usunąć mój adres z listy, to nie jest dla nas.", "unsubscribe"),
    ],
)
def test_a_known_language_with_foreign_names_is_still_read(text, intent):
    assert intent_of(text) == intent


@pytest.mark.parametrize(
    "text",
    [
        "Ni moi ni mon équipe.",  # French "ni", "moi"
        "Este ano nas férias.",  # Portuguese "este", "nas"
        "Kan nu, van 9 tot 5.",  # Dutch "kan", "nu", "van"
    ],
)
def test_words_a_rule_language_shares_with_another_never_make_it_unknown(text):
    assert not in_unknown_language(text)


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        # German "gern" as well as "gerne", and "passt es gerade nicht"
        ("Im Moment passt es leider gar nicht. Melden Sie sich gern im Herbst noch einmal.", "not_now"),
        ("Gerade geht es uns überhaupt nicht, wir ziehen um.", "not_now"),
        # bound to another provider, "not something we'd look at"
        (
            "We signed a three-year contract with another provider, so this isn't something we'd look at.",
            "not_interested",
        ),
        ("We just entered into an agreement with a different vendor.", "not_interested"),
        # Dutch: "past niet bij ons", "we gaan er niet op in"
        ("Dit past niet bij ons bedrijf.", "not_interested"),
        ("Bedankt, maar we gaan er niet op in.", "not_interested"),
        # moved on, "not with me", "I don't know who took it over"
        ("I moved over to the product team last year. Not with me, I'm afraid.", "wrong_person"),
        ("Not with me any more. I don't know who picked up finance tooling.", "wrong_person"),
        ("I have recently moved to a different department.", "wrong_person"),
        # Italian: "non mi occupo più di", "adesso se ne occupa", "gli puoi scrivere"
        ("Non mi occupo più degli acquisti.", "wrong_person"),
        ("Adesso se ne occupa Marco, gli puoi scrivere a marco@ferro.test.", "wrong_person"),
        # Dutch: "aan het verkeerde adres", "niets met ... te maken"
        ("U bent bij mij aan het verkeerde adres.", "wrong_person"),
        ("Ik werk op HR en heb niets met facturen te maken.", "wrong_person"),
    ],
)
def test_later_refusals_and_referrals_in_more_words(text, intent):
    assert intent_of(text) == intent


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Happy to talk. Not with me travelling this week though, how about Monday at 10?", "interested"),
        ("We moved to the cloud last year, so this could be useful. Can we set up a call?", "interested"),
        ("Das passt uns gut, rufen Sie mich an.", "interested"),
        ("Dat past prima bij ons, stuur me een uitnodiging.", "interested"),
    ],
)
def test_the_same_words_in_another_sense_decide_nothing(text, intent):
    assert intent_of(text) == intent
