"""Removal phrases that ask no removal from our mail (heldout_t's false removals), in every rule language
where the family exists:

- a file or a format asked not to be sent ("Stop sending me the PDF, send a link instead", `removal_thing`);
- the copy list of a thread ("Take me off the CC please ... talk to Maria", `removal_copy`);
- a removal promised on a condition ("If this turns out not to be relevant I'll unsubscribe",
  `removal_conditional`), never a threat about our next mail nor a request;
- the unsubscribe link asked about as a feature ("does your unsubscribe link support one-click?",
  `removal_topic.FEATURE_CUE`);
- another address named for removal while the reply wants more ("remove my own address (alicia@x) ... Tom,
  on the other hand, would like to see the demo").

Real removals stay removals. Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Stop sending me the PDF, our filter blocks it. Send me a link instead and I'll look.",
        "Please stop sending the attachments, just send a link.",
        "Stop sending the newsletter version as an attachment, a link is fine.",
        "Please don't send me the PDF again, a link works better.",
        "Please stop sending the printed catalogue, we read it online now.",
        "Arrêtez de m'envoyer le PDF, notre filtre le bloque. Envoyez-moi plutôt un lien.",
        "Dejen de enviarme el PDF, el filtro lo bloquea. Mándenme mejor un enlace.",
        "Smettete di inviarmi il PDF, il filtro lo blocca. Mandatemi un link.",
        "Parem de me enviar o PDF, o filtro bloqueia. Mandem um link.",
        "Σταματήστε να μου στέλνετε τα συνημμένα, στείλτε μου έναν σύνδεσμο.",
        "Sluta skicka PDF:en, skicka en länk istället.",
    ],
)
def test_a_thing_not_to_be_sent_is_no_removal(text):
    assert rule_intent(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Take me off the CC please, I'm in IT. Talk to Maria Okafor (maria@orchard.example).",
        "Remove me from the cc please.",
        "Nehmen Sie mich bitte aus dem CC, ich bin in der IT.",
        "Retirez-moi de la copie, je suis à l'IT. Voyez avec Marie (marie@x.example).",
        "Quítenme de la copia, soy de IT. Hablen con María (maria@x.example).",
        "Toglietemi dal CC, sono dell'IT. Parlate con Maria (maria@x.example).",
        "Haal me uit de CC, ik zit bij IT. Praat met Maria (maria@x.example).",
        "Me tirem do CC, sou da TI. Falem com a Maria (maria@x.example).",
    ],
)
def test_off_the_copy_list_is_no_removal(text):
    assert rule_intent(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "If this turns out not to be relevant for a small firm I'll unsubscribe, no hard feelings. Does it "
        "work with Monzo?",
        "Send me the pricing; otherwise I'll opt out.",
        "Wenn das nicht passt, werde ich mich abmelden. Gibt es eine DATEV-Schnittstelle?",
        "Wenn nicht, melde ich mich ab. Funktioniert das mit DATEV?",
        "Sinon je me désinscris. Est-ce compatible avec Sage ?",
        "Si no, me doy de baja. ¿Funciona con Holded?",
        "Altrimenti mi disiscrivo. Funziona con TeamSystem?",
        "Anders meld ik me af. Werkt het met Exact?",
        "Senão eu me descadastro. Funciona com o Omie?",
    ],
)
def test_a_removal_promised_on_a_condition_is_no_request(text):
    assert rule_intent(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Quick question: the unsubscribe link your platform adds to our campaigns, does it support one-click "
        "unsubscribe?",
        "Does your unsubscribe link support one-click (RFC 8058)?",
        "Can the unsubscribe link in our newsletters be customised?",
        "Votre lien de désinscription gère-t-il le désabonnement en un clic pour nos campagnes ?",
    ],
)
def test_the_unsubscribe_link_asked_about_as_a_feature_is_no_removal(text):
    assert rule_intent(text) != "unsubscribe"


def test_another_address_removed_while_the_mailbox_owner_wants_a_demo_is_interest():
    text = (
        "This is Alicia, Tom's assistant. Please remove my own address (alicia@ridgeway.example) from your "
        "mailing list; your emails were copied to me and I don't need them. Tom, on the other hand, would "
        "like to see the demo. He has Tuesday at 11:00."
    )
    assert rule_intent(text, sender="tom@ridgeway.example") == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "STOP",
        "stop emailing me",
        "Please stop sending me these emails.",
        "Stop sending me emails.",
        "Stop sending me your newsletter.",
        "Stop sending me this stuff.",
        "Stop sending me these PDFs and emails.",
        "If that's the case, I will unsubscribe now, goodbye.",
        "Arrêtez de m'envoyer vos mails.",
        "Dejen de enviarme correos.",
        "Parem de me enviar e-mails.",
        "Σταματήστε να μου στέλνετε email.",
        "remove me from your list",
        "take me off your list",
        "Retirez-moi de la copie et de votre liste.",
        "unsubscribe",
        "If you write again I'll report you as spam.",
        "If you email me again I'll unsubscribe and report you.",
        "If you keep sending these I'll unsubscribe.",
        "If you can't stop, unsubscribe me.",
        "I'll unsubscribe now.",
        "Not relevant, so I'll unsubscribe.",
        "Where is your unsubscribe link?",
        "Your unsubscribe link is broken.",
        "Your unsubscribe link doesn't work, remove me.",
        "I clicked the one-click unsubscribe link in your email and you still write.",
        "Please remove help@shop.example from all of your lists.",
        "Please remove kontakt@firma.test from your mailing list. Send pricing though.",
        "Please remove alicia@ridgeway.example from your mailing list.",
    ],
)
def test_real_removals_stay_removals(text):
    assert rule_intent(text) == "unsubscribe"
