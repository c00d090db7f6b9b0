"""Closings of a global prospect list with the card under them: the Brazilian "Grata," / "Grato,", the
Malay and Indonesian "Sekian, terima kasih." and the Swahili "Asante,"; and a P.S. under a company card
whose register line ("Amtsgericht Bremen HRB ...") is a legal footer: the P.S. stays the sender's. A
closing word inside a sentence, and a P.S. under a real disclaimer, keep their reading."""

from sequencer.classify.quotes import own_text


def test_grata_closes_with_the_card_under_it() -> None:
    body = "Boa tarde,\n\nQuero descadastrar.\n\nGrata,\nLuciana Ferraz\nAnalista de Compras\n"
    assert own_text(body) == "Boa tarde,\n\nQuero descadastrar."
    body = "Olá,\n\nPodem me mandar o orçamento?\n\nGrato pela atenção,\nPaulo Souza\nGerente\n"
    assert own_text(body) == "Olá,\n\nPodem me mandar o orçamento?"


def test_sekian_terima_kasih_closes() -> None:
    body = "Saya bukan orang yang sesuai.\n\nSekian, terima kasih.\nNurul Aisyah Hassan\nEksekutif Kewangan\n"
    assert own_text(body) == "Saya bukan orang yang sesuai."
    body = "Mohon kirim harga.\n\nDemikian, terima kasih\nBudi Santoso\nPT Maju Jaya\n"
    assert own_text(body) == "Mohon kirim harga."


def test_asante_closes() -> None:
    body = "Niondoe kwenye orodha yenu.\n\nAsante,\nJuma Mwangi\nPwani Samaki Ltd, Mombasa\n"
    assert own_text(body) == "Niondoe kwenye orodha yenu."
    body = "Tutumie bei tafadhali.\n\nAsante sana\nWanjiku\n"
    assert own_text(body) == "Tutumie bei tafadhali."


def test_a_closing_word_in_a_sentence_stays() -> None:
    body = "Obrigado pela proposta, estou grata pela atenção e quero uma demo.\n\nGrato,\nPaulo\n"
    assert own_text(body) == "Obrigado pela proposta, estou grata pela atenção e quero uma demo."


def test_a_ps_under_a_card_with_a_register_line_stays() -> None:
    body = (
        "thank you for your mail. Could you send me the price list?\n\nBest regards\nKlaus Brenner\n"
        "Vertriebsleitung\nBrenner Hydraulik GmbH\nAmtsgericht Bremen HRB 00000\n"
        "Geschäftsführer: Klaus Brenner, Eva Brenner\n\n"
        "P.S. Please remove my colleague Mr. Sommer from your distribution, he has left our company.\n"
    )
    assert own_text(body) == (
        "thank you for your mail. Could you send me the price list?\n\n"
        "P.S. Please remove my colleague Mr. Sommer from your distribution, he has left our company."
    )


def test_a_ps_under_a_disclaimer_is_not_the_senders() -> None:
    body = (
        "Send me the deck.\n\nRegards\nJane\nThis email is confidential and intended only for the addressee."
        "\n\nPS: not the sender's\n"
    )
    assert own_text(body) == "Send me the deck."
