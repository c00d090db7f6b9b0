"""Closings that end the own text, found by heldout_q: "Thanks a million" (and "a bunch", "a ton"); a
formal letter's whole closing sentence on its line (French "Je vous prie d'agréer, Madame, l'expression de
mes salutations distinguées", Italian "In attesa di un Vostro riscontro, porgo distinti saluti", Spanish
"Sin otro particular, le saluda atentamente", Portuguese "Sem outro assunto de momento, subscrevo-me com os
melhores cumprimentos", German "Mit freundlichen Grüßen verbleibe ich", Dutch "Hoogachtend"); and closings
in Hindi ("सादर"), Croatian, Serbian and Bosnian ("Lijep pozdrav", "S poštovanjem"), Slovenian ("Lep
pozdrav"), Slovak ("S pozdravom", "S úctou"), Bulgarian ("Поздрави") and Ukrainian ("Щиро"). Only as the
whole line: the same words inside a sentence of the sender's stay ("Thanks a million for the demo, let's
book it", "S pozdravom a vďakou sa ozvem v marci").

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text


@pytest.mark.parametrize(
    ("text", "closing", "card"),
    [
        ("Hi Dana,\n\nWould Wednesday afternoon suit for a demo?", "Thanks a million,", "Siobhán Ní Bhriain"),
        ("Hi Dana,\n\nWould Wednesday afternoon suit for a demo?", "Thanks a bunch!", "Siobhán Ní Bhriain"),
        (
            "Madame,\n\nJe m’oppose à tout traitement de mes données à des fins de prospection.",
            "Je vous prie d’agréer, Madame, l’expression de mes salutations distinguées.",
            "Ségolène Darrieussecq\nAvocate au Barreau de Bordeaux\n"
            "12, cours de l’Intendance – 33000 Bordeaux",
        ),
        (
            "Monsieur,\n\nNous ne donnerons pas suite à votre proposition.",
            "Veuillez agréer, Monsieur, l'expression de ma considération distinguée.",
            "Paul Martin",
        ),
        (
            "Monsieur,\n\nNous ne donnerons pas suite à votre proposition.",
            "Dans l'attente de votre retour, je vous prie de croire en mes sentiments les meilleurs.",
            "Paul Martin",
        ),
        (
            "Gentile Dottoressa,\n\nnon siamo interessati.",
            "In attesa di un Vostro riscontro, porgo distinti saluti.",
            "Avv. Marco Rossi",
        ),
        ("Gentile Dottoressa,\n\nnon siamo interessati.", "Con osservanza", "Avv. Marco Rossi"),
        (
            "Estimada Sra. Whitfield:\n\nNo nos interesa.",
            "Sin otro particular, le saluda atentamente,",
            "Ana Ruiz",
        ),
        ("Estimada Sra. Whitfield:\n\nNo nos interesa.", "Reciba un cordial saludo.", "Ana Ruiz"),
        (
            "Exma. Senhora,\n\nNão temos interesse.",
            "Sem outro assunto de momento, subscrevo-me com os melhores cumprimentos.",
            "Rui Costa",
        ),
        (
            "Sehr geehrte Frau Whitfield,\n\nwir haben kein Interesse.",
            "Mit freundlichen Grüßen verbleibe ich",
            "Dr. Anna Weber",
        ),
        ("Geachte mevrouw,\n\nWij hebben geen interesse.", "Hoogachtend,", "Jan de Vries"),
        ("नमस्ते डाना जी,\n\nहम इसमें रुचि नहीं रखते।", "सादर,", "रोहित मल्होत्रा"),
        ("नमस्ते डाना जी,\n\nहम इसमें रुचि नहीं रखते।", "धन्यवाद सहित,", "रोहित मल्होत्रा"),
        ("नमस्ते डाना जी,\n\nहम इसमें रुचि नहीं रखते।", "भवदीय,", "रोहित मल्होत्रा"),
        ("Poštovana gospođo,\n\nmolim Vas da me uklonite s popisa.", "Lijep pozdrav,", "Ivana Barišić"),
        ("Poštovana gospođo,\n\nnismo zainteresirani.", "Srdačan pozdrav", "Ivana Barišić"),
        ("Poštovana gospođo,\n\nnismo zainteresirani.", "S poštovanjem,", "Ivana Barišić"),
        ("Spoštovani,\n\nnismo zainteresirani.", "Lep pozdrav,", "Maja Novak"),
        ("Dobrý deň,\n\nOzvite sa mi prosím znova v marci.", "S pozdravom", "JUDr. Zuzana Hrušovská"),
        ("Dobrý deň,\n\nOzvite sa mi prosím znova v marci.", "S úctou", "Zuzana Hrušovská"),
        ("Dobrý deň,\n\nOzvite sa mi prosím znova v marci.", "Ďakujem a pozdravujem,", "Zuzana Hrušovská"),
        ("Здравейте,\n\nНе се интересуваме.", "Поздрави,", "Иван Петров"),
        ("Добрий день,\n\nНас це не цікавить.", "Щиро,", "Олена Коваль"),
    ],
)
def test_a_closing_line_ends_the_own_text(text, closing, card):
    assert own_text(f"{text}\n{closing}\n{card}\n") == text


@pytest.mark.parametrize(
    "text",
    [
        "Hi Dana,\n\nThanks a million for the demo, let's book it.\n\nSiobhán",
        "Dobrý deň,\n\nS pozdravom a vďakou za ponuku sa ozvem v marci.",
        "Poštovana,\n\nLijep pozdrav kolegi Marku, on vodi nabavu.",
        "Madame,\n\nJe vous prie de bien vouloir me retirer de vos listes.",
    ],
)
def test_the_same_words_in_a_sentence_stay(text):
    kept = own_text(text)
    assert text.split("\n\n")[1] in kept
