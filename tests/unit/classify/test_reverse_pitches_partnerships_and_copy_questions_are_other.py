"""Replies from people who sell themselves (heldout_az): a reverse pitch of the sender's own product with
their material offered (`not_our_product.REVERSE_PITCH`), a partnership or co-marketing proposal
(`partnership.py`) and a question about who writes our mail for the sender's own hiring (`copy_asked.py`)
say nothing about buying ours: `other`, in every rule language, whatever interest, time or "no" word they
hold. A clear no standing alone before a reverse pitch wins ("this isn't a fit for us, ... Brightlane
does inbox warm-up"); a no leading into the pitch by "but" does not ("Not for us, but I noticed ...").
Interest in our product outside the proposal stays interest.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "body",
    [
        "Ha, I'll answer your question with one of mine: how are you sourcing contacts? Leadloom builds "
        "verified lists for exactly the kind of outbound you're doing. Happy to send over a free sample of "
        "50 contacts if you tell me who you're targeting next quarter.",
        "Wir bei Listwerk machen verifizierte Kontaktlisten für SaaS-Teams. Gerne schicke ich Ihnen eine "
        "kostenlose Stichprobe für Ihre Zielgruppe im nächsten Quartal.",
        "Chez Leadflow, nous faisons de la génération de leads pour les éditeurs SaaS. Je peux vous envoyer "
        "quelques cas clients si vous ouvrez la France en mars.",
        "En Captaleads hacemos generación de leads para empresas SaaS en España. Puedo enviarte algunos "
        "casos de éxito si os interesa abrir el mercado en primavera.",
        "Ciao Riley, vedo che fate outbound in Europa. Noi di ContiLead facciamo lead generation per aziende "
        "SaaS sul mercato italiano. Se vi interessa aprire l'Italia posso mandarti qualche caso studio.",
        "Bij Leadhuis doen we leadgeneratie voor SaaS-bedrijven in de Benelux. Ik stuur je graag een paar "
        "klantcases als jullie volgend kwartaal Nederland openen.",
        "Na Leadpro fazemos geração de leads para empresas SaaS no Brasil. Posso te enviar alguns casos de "
        "sucesso se quiserem abrir o mercado no próximo trimestre.",
    ],
)
def test_a_reverse_pitch_is_other(body: str) -> None:
    assert reading(body) == "other"


@pytest.mark.parametrize(
    "body",
    [
        "Appreciate the note but this isn't a fit for us, we're a 12-person team and the forecast is a "
        "spreadsheet, which works fine.\n\nSince you're running outbound at volume though: Brightlane does "
        "inbox warm-up for sales teams. If deliverability is ever on your list I'd be happy to show you what "
        "we see on your sending domain. 15 minutes, no deck.",
        "Danke, aber das ist nichts für uns.\n\nWir bei Listwerk machen verifizierte Kontaktlisten. Gerne "
        "schicke ich Ihnen eine kostenlose Stichprobe.",
    ],
)
def test_a_clear_no_before_a_reverse_pitch_is_a_no(body: str) -> None:
    assert reading(body) == "not_interested"


@pytest.mark.parametrize(
    "body",
    [
        "We sell into exactly the same buyers as you, just a different problem. Rather than pitching each "
        "other, want to do a joint webinar in Q1? We both bring our lists, split the leads. Let me know and "
        "I'll loop in our events person.",
        "Statt uns gegenseitig zu pitchen: Lust auf ein gemeinsames Webinar im ersten Quartal?",
        "Plutôt que de nous démarcher, ça vous dit un webinaire commun en janvier ?",
        "En lugar de vendernos el uno al otro, ¿hacemos un webinar conjunto en el primer trimestre?",
        "Invece di venderci qualcosa a vicenda, che ne dite di un webinar congiunto a gennaio?",
        "In plaats van elkaar te pitchen: zin in een gezamenlijk webinar in het eerste kwartaal?",
        "Em vez de nos vendermos, que tal um webinar conjunto no primeiro trimestre?",
    ],
)
def test_a_partnership_proposal_is_other(body: str) -> None:
    assert reading(body) == "other"


@pytest.mark.parametrize(
    "body",
    [
        "Genuine question, not a brush-off: who writes your outbound copy? In-house or an agency? We're "
        "hiring an outbound copywriter.",
        "Kurze Frage: Wer schreibt eure Mails? Inhouse oder eine Agentur? Wir suchen gerade jemanden.",
        "Question sincère : qui rédige vos e-mails ? En interne ou une agence ? Nous recrutons.",
        "Pregunta sincera: ¿quién escribe vuestros correos? ¿En casa o una agencia? Estamos contratando.",
        "Domanda sincera: chi scrive le vostre email? Internamente o un'agenzia? Stiamo assumendo.",
        "Eerlijke vraag: wie schrijft jullie mails? In-house of een bureau? We zoeken zelf iemand.",
        "Pergunta sincera: quem escreve os vossos e-mails? Internamente ou uma agência? Estamos a contratar.",
    ],
)
def test_a_question_about_who_writes_our_mail_is_other(body: str) -> None:
    assert reading(body) == "other"


@pytest.mark.parametrize(
    ("body", "want"),
    [
        ("Yes, let's talk next week, and maybe there's a co-marketing angle too.", "interested"),
        ("Who writes your emails? Anyway, can you send me a demo of the forecasting tool?", "interested"),
        ("We do our outbound in-house, so this is not for us.", "not_interested"),
        ("We'd be happy to see a sample of your reports. Can you send one?", "interested"),
    ],
)
def test_look_alikes_keep_their_reading(body: str, want: str) -> None:
    assert reading(body) == want


@pytest.mark.parametrize(
    "text",
    [
        # our mail's way of working to be copied for the sender's own mailing (heldout_du)
        "Is the reply line at the bottom handled by a tool or by hand? I'd love to borrow the idea for our "
        "own newsletter.",
        "Wie macht ihr das mit der Zeile unten? Die Idee würde ich gern für unseren eigenen Newsletter "
        "übernehmen.",
        "Comment gérez-vous la petite ligne en bas ? J'aimerais bien reprendre l'idée pour notre propre "
        "liste.",
        "¿Cómo gestionáis la línea del final? Me encantaría copiar la idea para nuestra propia lista.",
        "Come gestite la riga in fondo alla mail? Mi piacerebbe copiare l'idea per la nostra newsletter.",
        "Hoe regelen jullie dat zinnetje onderaan? Ik zou het idee graag overnemen voor onze eigen "
        "nieuwsbrief.",
        "Como tratam a linha no fim do e-mail? Gostaria de copiar a ideia para a nossa própria lista.",
    ],
)
def test_our_idea_copied_for_their_own_mailing_is_other(text):
    assert reading(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "I'd love to copy the idea for our own list, and yes, send me pricing for 10 seats.",
        "Ich würde die Idee gern für unseren eigenen Newsletter übernehmen, schicken Sie mir bitte ein "
        "Angebot.",
    ],
)
def test_the_idea_copied_beside_a_request_keeps_its_interest(text):
    assert reading(text) == "interested"
