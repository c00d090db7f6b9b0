"""A part of a mail the sender builds or struggles with, in a reply that names the sender's own mailing, is
the sender's own topic and no removal (`removal_topic.WORKED_ON_BEFORE`, `OWN_MAILING`; heldout_cq: a
sender who launched a newsletter for their own clients and spent the week on its unsubscribe links). Never
the reader's part of a mail worked on ("fighting with your unsubscribe link"), never a part clicked or
used, never without the sender's own mailing named.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "We've started a newsletter for our customers and I spent days setting up unsubscribe links. "
        "Which platform do you send with?",
        "Our mailing went out last month; I've been wrestling with the unsubscribe button all week. "
        "What do you use?",
        "Our monthly newsletter is live, but I'm still debugging the unsubscribe page.",
        "Nous avons lancé une newsletter pour nos clients et j'ai passé la semaine à configurer les liens de "
        "désinscription. Quel outil utilisez-vous ?",
        "Acabamos de lanzar una newsletter para nuestros clientes y llevo días peleándome con los enlaces de "
        "desuscripción. ¿Qué herramienta usáis?",
        "Abbiamo appena lanciato una newsletter per i nostri clienti e ho passato la settimana a lottare con "
        "i link di disiscrizione. Che strumento usate?",
        "Lançámos uma newsletter para os nossos clientes e passei a semana a configurar os links de "
        "descadastro. Que ferramenta usam?",
    ],
)
def test_a_part_the_sender_works_on_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the reader's part of a mail, broken: a removal
        "I spent an hour fighting with your unsubscribe link and I still get your mails.",
        "Our newsletter is fine, but I've been fighting with the unsubscribe link in your emails for a week.",
        # clicked, not worked on
        "We run our own newsletter too, and I clicked the unsubscribe link twice. Please unsubscribe me.",
        "J'ai essayé votre lien de désinscription trois fois, désinscrivez-moi.",
    ],
)
def test_the_readers_part_of_a_mail_stays_a_removal(text):
    assert reading(text) == "unsubscribe"
