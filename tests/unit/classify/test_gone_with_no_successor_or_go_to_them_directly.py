"""Wrong person, with nobody named: the sender gone and not knowing who took over ("not there anymore, no idea
who took over"), or a third party to be approached directly ("we're their agency ... you'd have to go to their
team directly"), in every rule language. The sender's own direct line, a place to go and a question about
who took over on our side keep their reading."""

import pytest

from tests.unit.classify.helpers import RULES


def _intent(text: str) -> str | None:
    return RULES.classify(text, sender="bob@example.com", ours={"alice@ourco.com"}, sent=None).intent


@pytest.mark.parametrize(
    "text",
    [
        "My contract there finished in the spring. Couldn't tell you who has taken over, sorry.",
        "I'm no longer with them, I was just temping over the summer.",
        "War nur Elternzeitvertretung, ich weiß nicht, wer das nun macht.",
        "J'étais en mission chez eux jusqu'en octobre, je ne sais pas qui a pris le relais.",
        "Estuve solo seis meses, no sé quién se encarga ahora.",
        "Ho finito il mio incarico a ottobre, non ho idea di chi se ne occupa ora.",
        "Ik was daar alleen als interim, weet niet wie het nu doet.",
        "Só fiquei lá até outubro, não sei quem ficou no meu lugar.",
        "We only host their website, so you would need to contact the client directly.",
        "Wir sind nur die Werbeagentur, da müssten Sie sich schon direkt an den Kunden wenden.",
        "Nous ne sommes que leur agence, il faut contacter le client directement.",
        "Solo les hacemos la web, deberían hablar directamente con la empresa.",
        "Siamo solo l'agenzia, meglio contattare direttamente il cliente.",
        "Wij bouwen alleen hun site, neem direct contact op met de klant.",
        "Somos só a agência, melhor falar diretamente com o cliente.",
    ],
)
def test_gone_or_go_to_them_directly_is_a_wrong_person(text: str) -> None:
    assert _intent(text) == "wrong_person"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Contact me directly and we'll book the demo.", "interested"),
        ("You can go to our website directly to book a demo.", "interested"),
        ("Who took over from Priya at your end? I'd like to see the demo.", "interested"),
        ("I'm not there this week, call me Monday for the demo.", "interested"),
        ("The export button isn't there anymore in the new version.", "other"),
    ],
)
def test_the_senders_own_line_and_our_side_keep_their_reading(text: str, intent: str) -> None:
    assert _intent(text) == intent
