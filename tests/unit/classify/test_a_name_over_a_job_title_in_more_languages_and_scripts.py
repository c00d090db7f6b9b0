"""A signature with no closing line: a name over a job title, set apart from the text by a blank line, in
the languages of Northern, Central and Eastern Europe, Turkey, Greece and East Asia (heldout_bc: "Lucie
Nováková / finanční ředitelka"). The name may open on any capital of these scripts ("Šárka", "Łukasz",
"Ștefan", "Őri", "Şule", "Άννα", "Ірина"), a Japanese, Chinese or Korean name alone; the title in its
language, the feminine forms and the Nordic and German compounds read by their last part ("Ekonomichef",
"Hankintapäällikkö", "Einkaufsleiterin"). The block is cut, the sender's last sentence stays. A title line
that asks, a sentence under a name, a card the text introduces with a colon and a colleague's card with
an address (someone to write to) are no signature.

Every sample here is written for these tests (invented people, reserved domains)."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

TEXT = "Teď to řešit nebudeme, máme audit. Ozvěte se prosím v únoru."


@pytest.mark.parametrize(
    "card",
    [
        "Lucie Nováková\nfinanční ředitelka",
        "Šárka Dvořáková\nvedoucí nákupu",
        "Zuzana Horváthová\nfinančná riaditeľka",
        "Ján Kováč\nkonateľ",
        "Anna Lindqvist\nEkonomichef",
        "Erik Sjöberg\nInköpsansvarig",
        "Mette Ørsted\nIndkøbschef",
        "Lars Østby\nDaglig leder",
        "Ola Nordmann\nInnkjøpssjef",
        "Mikko Järvinen\nTalousjohtaja",
        "Aino Virtanen\nHankintapäällikkö",
        "Łukasz Żak\nDyrektor finansowy",
        "Agnieszka Nowak\nGłówna księgowa",
        "Kovács Bence\npénzügyi igazgató",
        "Őri Ödön\nbeszerzési vezető",
        "Ștefan Popescu\nDirector financiar",
        "Ioana Dumitrescu\nContabil șef",
        "Ирина Смирнова\nфинансовый директор",
        "Алексей Иванов\nглавный бухгалтер",
        "Ірина Шевченко\nголовний бухгалтер",
        "Şule Yılmaz\nFinans Direktörü",
        "Çağla Demir\nSatın Alma Müdürü",
        "Άννα Παπαδοπούλου\nΟικονομική Διευθύντρια",
        "Γιώργος Νικολάου\nΥπεύθυνος Προμηθειών",
        "佐藤 健一\n経理部長",
        "王伟\n财务总监",
        "김민준\n구매팀장",
        "Anna Weber\nEinkaufsleiterin",
    ],
)
def test_a_name_over_a_job_title_is_cut(card: str) -> None:
    assert own_text(f"Dobrý den,\n\n{TEXT}\n\n{card}") == f"Dobrý den,\n\n{TEXT}"


def test_the_czech_card_of_a_gmail_html_reply() -> None:
    body = (
        "Dobrý den,\n\ndíky za zprávu. Teď to řešit nebudeme, máme audit. Ozvěte se prosím v únoru, pak "
        "bych se na to ráda podívala.\n\nLucie Nováková\nfinanční ředitelka\n"
    )
    assert own_text(body) == (
        "Dobrý den,\n\ndíky za zprávu. Teď to řešit nebudeme, máme audit. Ozvěte se prosím v únoru, pak "
        "bych se na to ráda podívala."
    )


@pytest.mark.parametrize(
    "block",
    [
        "Šárka Dvořáková\nfinanční ředitelka?",
        "Łukasz Żak\nzadzwoni do Pana w przyszłym tygodniu.",
        "Kovács Bence\naz új beszerzési vezetőnk jövő héten kezd nálunk.",
        "Ірина Шевченко\nголовний бухгалтер\niryna.shevchenko@firma.example",
    ],
)
def test_a_name_over_no_signature_stays(block: str) -> None:
    body = f"Dobrý den,\n\n{TEXT}\n\n{block}"
    assert own_text(body) == body


def test_a_card_the_text_introduces_stays() -> None:
    body = f"Dobrý den,\n\n{TEXT} Obraťte se prosím na:\n\nŠárka Dvořáková\nvedoucí nákupu"
    assert own_text(body) == body
