"""Our removal instruction reported as something the sender noticed ("I saw your footer says to reply
"unsubscribe" ...", heldout_dd: an Italian "I saw you write to reply «…» if not interested ... and instead
no, I'm interested"; `removal_instruction_seen`, read by `removal_guards.as_a_topic._instruction_seen`) asks
no removal: the quoted word is the instruction's. Done right after, or a removal asked in another sentence,
stays a removal.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        'I saw your footer says to reply "unsubscribe" if it\'s not relevant, but we are interested. Prices?',
        "Ich habe gesehen, dass man mit „Abmelden“ antworten soll, wenn es nicht passt. Passt aber! Preise?",
        "J'ai vu qu'il faut répondre « désinscription » si ça n'intéresse pas. Au contraire : vos tarifs ?",
        'Vi que piden responder "darme de baja" si no interesa. Pues sí me interesa, ¿me mandan precios?',
        'Ho notato che chiedete di rispondere "disiscrivimi" se non interessa. Invece ci interessa.',
        'Ik zag dat je met "afmelden" kunt antwoorden als het niet past. Het past wel, stuur prijzen.',
        'Reparei que vocês pedem para responder "descadastrar" se não interessar. Quanto custa?',
    ],
)
def test_the_instruction_noticed_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # done right after
        'I saw your footer says to reply "unsubscribe". So here it is: unsubscribe.',
        'Ho visto che scrivete di rispondere "cancellami": ecco fatto, cancellami.',
        # asked in another sentence
        'I saw your footer says to reply "unsubscribe". Please take me off your list.',
        'Vi que vocês pedem pra responder "descadastrar". Me tirem da lista, por favor.',
        # no verb of noticing: the word said
        'Your footer says to reply "unsubscribe". Unsubscribe.',
    ],
)
def test_the_instruction_followed_stays_a_removal(text):
    assert reading(text) == "unsubscribe"


# heldout_dy: our mail said to say it, no verb of noticing ("Unter Ihrer Mail steht, man könne ...",
# `removal_instruction_seen.OUR_MAIL_SAYS`), the sender turning away after it
@pytest.mark.parametrize(
    "text",
    [
        'Your footer says you can just reply "unsubscribe". How do you process those replies, by hand?',
        "Unter Ihrer Signatur steht, man könne mit „Stopp“ antworten. Wer liest das bei Ihnen?",
        "En bas de votre mail il est écrit qu'on peut répondre « STOP ». C'est automatisé ?",
        'Al final de su correo pone que basta con responder "baja". ¿Lo lee una persona?',
        "In fondo alla sua mail c'è scritto di rispondere «cancellami». Come lo gestite?",
        'Onder uw mail staat dat je met "afmelden" kunt antwoorden. Doet een tool dat?',
        'No rodapé do seu e-mail diz para responder "sair". Isso é automático?',
    ],
)
def test_the_instruction_our_mail_carries_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        'Your footer says to reply "unsubscribe". Unsubscribe.',
        "Unter Ihrer Mail steht, man könne mit „Abmelden“ antworten. Also: Abmelden.",
        'Your footer says to reply "unsubscribe" so here it is: unsubscribe',
    ],
)
def test_the_instruction_our_mail_carries_done_stays_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        'I spotted the "reply stop to opt out" sentence in your signature. Who reads those?',
        "Ho notato che le vostre mail hanno la frase «rispondi cancellami» in fondo. È automatico?",
        "J'ai remarqué la formule « répondez désinscription » sous vos mails. Qui traite ça ?",
        'Vi que sus correos traen la línea "responda baja" abajo. ¿Lo procesa una persona?',
        'Ik zag die zin "stuur afmelden" onder jullie mails. Verwerkt een tool dat?',
        'Reparei que os vossos e-mails têm a frase "responda sair" no fim. Isso é automático?',
    ],
)
def test_our_instruction_quoted_whole_with_its_verb_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        'I spotted the "reply unsubscribe" sentence in your signature. So: unsubscribe.',
        'I noticed your mails say "reply unsubscribe". Please take me off your list.',
    ],
)
def test_our_instruction_quoted_whole_then_done_stays_a_removal(text):
    assert reading(text) == "unsubscribe"


# our line named, what it says after it, or a line of our mail pointed at (heldout_ed: "Ihre Zeile ganz unten,
# dass man mit „abmelden“ antworten kann, finde ich gut gelöst", "in fondo alla sua email c'è la frase ...
# rispondendo «cancellami»"), the sender turning to a question
@pytest.mark.parametrize(
    "text",
    [
        "Ihr Hinweis unten, dass man mit „Abmelden“ antworten kann, ist clever. Wer liest das bei Ihnen?",
        'Your line that people can just reply "stop" is neat. Is it automated?',
        "Votre mail contient une phrase pour ne plus rien recevoir en répondant « STOP ». Automatique ?",
        "Su correo tiene una línea para no recibir nada más respondiendo «baja». ¿Lo hace un sistema?",
        "La vostra email riporta una riga per uscire scrivendo «cancellami». Lo gestisce un software?",
    ],
)
def test_our_line_pointed_at_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        'Your email has a line saying to reply "unsubscribe", so here it is.',
        "Ihre Mail hat den Satz, man solle mit „Abmelden“ antworten. Das tue ich hiermit.",
    ],
)
def test_our_line_pointed_at_and_done_stays_a_removal(text):
    assert reading(text) == "unsubscribe"


# the reader asked how our line is handled (heldout_ee: "how do you handle the "reply unsubscribe" line"):
# a question about how it is built, no removal
@pytest.mark.parametrize(
    "text",
    [
        'Quick one: how does your team run the "reply STOP" thing in your footer? We want the same.',
        "Wie handhabt ihr die Zeile „Antworten Sie mit Abmelden“ unten in euren Mails technisch?",
        "Comment gérez-vous la ligne « répondez STOP » en bas de vos messages ? Un outil ?",
        "¿Cómo gestionáis lo de «responde baja» al final de vuestros correos?",
        "Come gestite la riga «rispondi cancellami» nelle vostre mail? È automatica?",
        'Hoe regelen jullie dat "antwoord afmelden" onder jullie mails? Doet een tool dat?',
    ],
)
def test_our_line_asked_about_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        'How do I reply "unsubscribe"? I want off your list.',
        'How do you handle the "reply STOP" line? Either way, remove me.',
    ],
)
def test_our_line_asked_about_by_the_one_leaving_stays_a_removal(text):
    assert reading(text) == "unsubscribe"
