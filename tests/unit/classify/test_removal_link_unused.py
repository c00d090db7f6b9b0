"""Our removal link named and its use declined by will or plan ("the unsubscribe link gives a 404, I'm not
going to use it") is no removal and no no: a report about the link, `other` (`removal_link_unused`,
`removal_guards.as_a_topic.link_unused`, `intent_no.mail_declined`; heldout_dg: an Italian reader reporting
the broken link and saying she will not use it). A link that cannot be used, a broken link alone, or a removal
asked beside it stay removals; the declining without our link named is a no to the product.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "FYI the unsubscribe link at the bottom gives a 404. I'm not going to use it, but fix it.",
        "Der Abmeldelink funktioniert nicht. Ich werde ihn aber nicht benutzen, nur zur Info.",
        "Le lien de désinscription renvoie une erreur. Je ne compte pas l'utiliser, mais corrigez-le.",
        "El enlace para darse de baja da error. No pienso usarlo, pero conviene arreglarlo.",
        "Il link per disiscriversi non funziona. Non ho intenzione di usarlo, ma sistematelo.",
        "De afmeldlink onderaan je mail geeft een foutmelding. Ik ga hem niet gebruiken, maar repareer hem.",
        "O link de descadastro no fim do seu e-mail dá erro. Não pretendo usá-lo, mas vale a pena corrigir.",
    ],
)
def test_link_reported_and_not_used_is_other(text):
    assert reading(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "Your unsubscribe link is broken, please remove me manually.",
        "Your unsubscribe link gives a 404 and I can't use it.",
        "Il link per disiscriversi non funziona, non riesco a usarlo.",
        "Der Abmeldelink funktioniert nicht, ich kann ihn nicht nutzen.",
        "De afmeldlink werkt niet, ik kan hem niet gebruiken.",
        "Le lien de désinscription ne marche pas, je ne veux plus de vos mails.",
        "I won't use the unsubscribe link, just remove me.",
        "The unsubscribe link is broken.",
    ],
)
def test_link_that_cannot_be_used_stays_a_removal(text):
    assert reading(text) == "unsubscribe"


def test_declining_without_our_link_is_a_no():
    assert reading("Non ho intenzione di usarlo, il vostro software è troppo complesso.") == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        # another sender's removal link, its owner named (heldout_du): their mail, asked about
        "I get their newsletter every week and clicked their unsubscribe link twice, nothing happens. "
        "Are you the same company?",
        "Je reçois leur lettre d'information, leur lien de désinscription ne marche pas. Êtes-vous liés ?",
        "Ricevo la loro newsletter, ho cliccato sul loro link per disiscriversi ma niente. Siete collegati?",
        "Ik heb al drie keer op hun afmeldlink geklikt. Horen jullie bij dat bedrijf?",
        "Já cliquei no link de descadastro deles e nada. Vocês são a mesma empresa?",
    ],
)
def test_another_senders_removal_link_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "I clicked your unsubscribe link twice and still get your mails.",
        "Their unsubscribe link is broken, so please remove me from your list.",
        "Ich habe auf Ihren Abmeldelink geklickt, bitte austragen.",
    ],
)
def test_our_link_or_a_removal_beside_theirs_stays(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # a remark on our link's look or place with nothing asked (the sixth review of 2026-12-07): a comment
        # on our mail, no removal
        "Unsubscribe links in your emails are tiny, just saying. Otherwise great content.",
        "The tiny unsubscribe link at the bottom is easy to miss, by the way. Love the newsletter though.",
        "Your unsubscribe link is hidden in grey text, not great UX. Otherwise good stuff.",
        "Der Abmeldelink in Ihren Mails ist wirklich winzig, nur so als Hinweis. Sonst tolle Inhalte.",
        "Le lien de désinscription est tout petit, soit dit en passant. Sinon, très bon contenu.",
        "El enlace para darse de baja es diminuto, solo lo comento. Por lo demás, buen contenido.",
        "Il link per disiscriversi è minuscolo, lo dico solo. Per il resto ottimi contenuti.",
        "De afmeldlink in jullie mails is piepklein, even ter info. Verder goede inhoud.",
        "O link de descadastro é minúsculo, só comentando. De resto, ótimo conteúdo.",
    ],
)
def test_a_remark_on_the_links_look_is_no_removal(text):
    assert reading(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        # ... never with a removal asked beside it, nor the link not found by the sender: a removal tried
        "Your unsubscribe link is tiny, so please just take me off",
        "Your unsubscribe link is tiny, so just take me off",
        "I couldn't find your unsubscribe link, it's so tiny.",
        "Der Abmeldelink ist so klein, bitte tragen Sie mich einfach aus.",
        "Le lien de désinscription est minuscule, je ne le trouve pas. Retirez-moi.",
        "Unsubscribe. Your link is tiny.",
    ],
)
def test_the_links_look_beside_a_removal_stays_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the sixth review of 2026-12-07: the link's look remarked on, our mail refused in the next sentence
        # in words no removal table reads alone (`removal_link_unused.MAIL_REFUSED`): the link is the request
        "Le lien de désinscription est caché tout en bas. Plus de mails, merci.",
        "Il link per disiscriversi è minuscolo. Non voglio più le vostre mail.",
        # ... in the other rule languages
        "Le lien de désinscription est caché. Plus de mails svp",
        "Der Abmeldelink ist winzig. Keine Mails mehr, bitte.",
        "El enlace para darse de baja es diminuto. No quiero más correos.",
        "De afmeldlink is piepklein. Geen mails meer graag.",
        "O link de descadastro é minúsculo. Não quero mais e-mails.",
        "Your unsubscribe link is tiny. No more emails, please.",
    ],
)
def test_the_links_look_then_our_mail_refused_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # ... never our mail liked or asked for more of after the remark: a comment
        "Le lien de désinscription est minuscule. Plus de mails comme celui-ci, j'adore.",
        "Le lien de désinscription est tout petit, pour info. Sinon j'adore vos mails.",
        "Il link per disiscriversi è minuscolo, ma le vostre mail mi piacciono molto.",
        "Unsubscribe links in your emails are tiny, just saying. Otherwise great content.",
    ],
)
def test_the_links_look_with_our_mail_liked_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "I get newsletters from a certain Brightwave Media and the unsubscribe link is broken. Is that you?",
        "Recibo una revista de una tal Ferralia y el enlace para darme de baja no va. ¿Son ustedes?",
        "Ricevo una newsletter da una certa Vellora e il link per disiscrivermi non funziona. Siete voi?",
        "Ik krijg een nieuwsbrief van een zekere Tramont BV en de afmeldlink werkt niet. Zijn jullie dat?",
        "Recebo uma newsletter de uma tal de Quintara e o link de descadastro não funciona. São vocês?",
    ],
)
def test_the_link_of_a_sender_barely_known_by_name_is_no_removal(text):
    # heldout_ek: "a certain X", "una tal X": a stranger's mailing, never the reader's
    assert reading(text) != "unsubscribe"


def test_our_own_link_broken_stays_a_removal():
    assert (
        reading("Su boletín me llega cada semana y el enlace para darme de baja no funciona.")
        == "unsubscribe"
    )
