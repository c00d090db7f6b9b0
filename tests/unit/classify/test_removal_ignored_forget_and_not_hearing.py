"""Removal requests with no list word (heldout_t), in every rule language: an earlier opt-out ignored ("I
unsubscribed ten days ago and still get your mails"), my contact to be forgotten ("lose my number and my
email address"), and the wish not to hear from us again ("I would appreciate not hearing from Acme
again"). Their look-alikes never are: a thread or someone else, my old address replaced, a thing lost or
forgotten, a later time, the positive wish to hear again.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading, rule_intent


@pytest.mark.parametrize(
    "text",
    [
        # an earlier removal ignored
        "I hit unsubscribe and still get mail.",
        "I already opted out and I still get your emails.",
        "I asked to be removed two weeks ago and still get your emails.",
        "We opted out in March and you keep emailing us.",
        "I still get your emails even though I opted out.",
        "Ich habe mich vor zehn Tagen über Ihren Abmeldelink ausgetragen und bekomme trotzdem weiter Ihre"
        " Mails. Wie oft denn noch?",
        "Ich bekomme immer noch Mails, obwohl ich mich abgemeldet habe.",
        "J'ai demandé à être retiré de la liste et je reçois toujours vos mails.",
        "Me di de baja hace un mes y sigo recibiendo sus correos.",
        "Ho chiesto di essere cancellato e continuo a ricevere le vostre email.",
        "Ik heb me vorige week afgemeld en krijg nog steeds mails.",
        "Pedi para ser removido e continuo recebendo os e-mails.",
        # my contact forgotten
        "Marcus, Lose my number and my email address. Your team has called my mobile twice this week.",
        "Forget my address.",
        "Please delete my contact details.",
        "Vergessen Sie meine Adresse.",
        "Oubliez mon adresse, merci.",
        "Olvida mi correo.",
        "Dimentica il mio indirizzo.",
        "Vergeet mijn adres.",
        "Esqueça meu e-mail.",
        # not to hear from us again
        "Thank you for the notes. I would appreciate not hearing from Acme again, though.",
        "I'd prefer not to hear from you again.",
        "I'd rather not hear from you again.",
        "Please don't reach out again.",
        "I don't want to hear from Acme by any channel.",
        "Ich möchte nichts mehr von Ihnen hören.",
        "Je préférerais ne plus avoir de vos nouvelles.",
        "Preferiría no volver a saber de ustedes.",
        "Preferirei non avere più vostre notizie.",
        "Ik hoor liever niets meer van jullie.",
        "Prefiro não voltar a ter notícias de vocês.",
    ],
)
def test_removals_without_a_list_word(text: str) -> None:
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "I asked to be taken off the cc and still get the thread.",
        "I unsubscribed from the newsletter last year but this is fine.",
        "I unsubscribed by mistake and still get nothing. Can you add me back?",
        "Lose the attachment, send a link.",
        "Forget the call on Monday, let's do Tuesday.",
        "Forget my last email, I meant Tuesday.",
        "Please forget my old address and use this one.",
        "Please don't lose my number, I'll want to talk in May.",
        "Forget my address on the invoice, it's the Berlin one now.",
        "Olvida mi correo anterior, te mando otro.",
        "I'd appreciate hearing from you again in March.",
        "I'd rather not hear from you until after the budget is set.",
        "Ich würde gerne wieder von Ihnen hören.",
        "J'aimerais avoir de vos nouvelles en mars.",
    ],
)
def test_look_alikes_are_no_removal(text: str) -> None:
    assert rule_intent(text) != "unsubscribe"


# the plain wish never to hear from us again, in every rule language as in English (the eighteenth review
# of 2026-12-07); a bare name not ours is the company the writer leaves, a time after it a later
@pytest.mark.parametrize(
    "text",
    [
        # the review's
        "Ich will nie wieder von Ihnen hören.",
        "Je ne veux plus jamais entendre parler de vous.",
        "No quiero volver a saber nada de ustedes.",
        "Non voglio più sentirvi.",
        "Ik wil nooit meer iets van jullie horen.",
        "Não quero voltar a ouvir falar de vocês.",
        "Non contattatemi mai più.",
        # ours
        "Ich möchte nie wieder von euch hören.",
        "Nous ne voulons plus jamais entendre parler de votre société.",
        "No queremos saber nada más de vosotros.",
        "Non vogliamo più avere vostre notizie.",
        "Wij willen nooit meer van u horen.",
        "Não queremos mais ter notícias de vocês.",
    ],
)
def test_never_to_hear_from_us_again_is_a_removal_in_every_language(text: str) -> None:
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "I never want to hear from Salesforce again, so tell me about your CRM.",
        "Ich will nie wieder von Oracle hören – was kostet eure Lösung?",
        "Je ne veux plus entendre parler de ce problème, pouvez-vous le régler ?",
        "No quiero volver a saber nada de ustedes hasta marzo.",
    ],
)
def test_never_to_hear_again_from_another_or_until_a_time_is_no_removal(text: str) -> None:
    assert rule_intent(text) != "unsubscribe"


# never to hear again of a thing (named with its determiner), or no more contact by phone with mail kept: no
# removal (the nineteenth review of 2026-12-07)
@pytest.mark.parametrize(
    "text",
    [
        # the review's
        "Ich will nie wieder von diesem Thema hören, wir haben schon ein System.",
        "Ich möchte nie wieder von diesem Produkt hören.",
        "Non voglio più sentire parlare di questo progetto, è chiuso.",
        "Non voglio più essere contattato al telefono, scrivetemi pure via mail.",
        "Não quero mais ser contactado por telefone, prefiro email.",
        "Je ne souhaite plus être contacté par téléphone, l'email me convient.",
        "Non contattatemi più per telefono, solo via email.",
        # ours
        "Preferirei non sentire più parlare di questo progetto.",
        "Je ne veux plus entendre parler de ce produit.",
        "No quiero volver a saber de este tema.",
        "Ik wil nooit meer iets van dit onderwerp horen.",
        "Je ne veux plus être contacté sur LinkedIn, écrivez-moi par mail.",
    ],
)
def test_never_to_hear_of_a_thing_or_by_a_channel_is_no_removal(text: str) -> None:
    assert reading(text) != "unsubscribe"


# ... us named, or both channels ended, stays a removal
@pytest.mark.parametrize(
    "text",
    [
        "Ich will nie wieder von Ihrem Unternehmen hören.",
        "Ich will nie wieder etwas von Ihnen hören.",
        "Non voglio più sentire parlare di voi.",
        "Não quero mais ser contactado.",
        "Não quero mais ser contactado por telefone nem por email.",
        "Je ne souhaite plus être contacté par téléphone ni par mail.",
        "Je ne souhaite plus être contactée par vos commerciaux.",
        "Non contattatemi più per email.",
    ],
)
def test_never_to_hear_from_us_or_by_any_way_stays_a_removal(text: str) -> None:
    assert reading(text) == "unsubscribe"


# an earlier removal asked for by name ("my removal"), whoever asked, or the mail itself the subject of "still
# comes" (a fixer's find of 2026-12-07): the request made again
@pytest.mark.parametrize(
    "text",
    [
        "I already asked for my removal from your list and your mail still comes.",
        "Our office manager requested our removal in May, yet your emails keep arriving every week.",
        "Ich habe schon um meine Löschung gebeten, aber Ihre Newsletter kommen immer noch.",
        "Ho già chiesto la mia rimozione e le vostre email continuano ad arrivare.",
        "We hebben al om onze verwijdering gevraagd, maar de mails blijven gewoon komen.",
    ],
)
def test_a_removal_asked_by_name_and_mail_still_coming_is_a_removal(text: str) -> None:
    assert reading(text) == "unsubscribe"


# ... never someone else's removal, nor one thanked for as done
@pytest.mark.parametrize(
    "text",
    [
        "My colleague asked for his removal and your emails still come to him.",
        "I asked for my removal from your list. Thanks for doing it so quickly.",
    ],
)
def test_another_s_removal_or_one_done_is_no_removal(text: str) -> None:
    assert reading(text) != "unsubscribe"


# an earlier removal asked before, said to be asked already, again or a while ago, or our mail still coming
# with the request after it in any words, in every rule language (the twentieth review of 2026-12-07)
@pytest.mark.parametrize(
    "text",
    [
        # the review's
        "Your emails still keep arriving even though I said no.",
        "Your emails continue to arrive despite my request.",
        "The newsletters still arrive in my inbox, I asked twice to be taken off.",
        "I already told you to stop.",
        "I've asked for my removal three times now.",
        "I asked for our removal weeks ago, this is harassment.",
        "Ich habe bereits um meine Löschung gebeten.",
        "Ho già chiesto la mia rimozione.",
        "Eu já pedi a minha remoção da lista.",
        "Ya solicité mi baja hace un mes.",
        "Ik heb al om mijn verwijdering gevraagd.",
        "Sus correos siguen llegando aunque ya pedí la baja.",
        "Os vossos e-mails continuam a chegar, já pedi para ser removido.",
        "Le vostre mail arrivano ancora, ho già chiesto la cancellazione.",
        "Jullie mails komen nog steeds binnen, ik heb om mijn verwijdering gevraagd.",
        # ours
        "I already asked to be removed.",
        "We asked you to take us off again last month.",
        "J'ai déjà demandé à être retiré.",
        "Ya pedí la baja.",
        "Ik heb al gevraagd om mij te verwijderen.",
        "Ich habe Sie schon gebeten, mich auszutragen.",
    ],
)
def test_a_removal_asked_before_made_again_is_a_removal(text: str) -> None:
    assert reading(text) == "unsubscribe"


# ... never a first ask reported or one called done, another's, a thread's or the cc's, nor a call declined
@pytest.mark.parametrize(
    "text",
    [
        "I asked for my removal from your list. Thanks for doing it so quickly.",
        "I already asked to be removed, thanks for confirming.",
        "I asked to be removed last week and it worked, thanks.",
        "My colleague already asked for her removal.",
        "I already asked to be removed from this thread.",
        "I already asked to be removed from the cc, please check.",
        "I already told you to stop calling me.",
    ],
)
def test_a_removal_asked_before_and_done_or_not_ours_is_none(text: str) -> None:
    assert reading(text) != "unsubscribe"


# no more contact by another channel, mail kept, in English and German as in the other languages: no removal;
# both channels or mail itself named: a removal (the twentieth review of 2026-12-07)
@pytest.mark.parametrize(
    "text",
    [
        "Please don't contact me by phone anymore, email me instead.",
        "I'd rather not be contacted by phone.",
        "I no longer wish to be contacted by phone.",
        "Don't contact me on LinkedIn, email is fine.",
        "Ich möchte nicht mehr per Telefon kontaktiert werden.",
    ],
)
def test_no_more_contact_by_another_channel_is_no_removal(text: str) -> None:
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "I'd rather no longer be contacted by phone or email.",
        "I'd rather no longer be contacted.",
        "Don't contact me by phone or email anymore.",
        "Please don't contact me anymore.",
        "Ich möchte nicht mehr per E-Mail kontaktiert werden.",
    ],
)
def test_no_more_contact_by_mail_or_any_way_stays_a_removal(text: str) -> None:
    assert reading(text) == "unsubscribe"
