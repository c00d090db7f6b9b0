"""A firm's regulator line under the signature is never the sender's own text (heldout_bg: a solicitor's
"Siobhan Kearney / Solicitor | Kearney Legal / Kearney Legal is regulated by the Law Society of Ireland. This
email is confidential and may be legally privileged." straight after the last sentence, no closing line), in
every rule language (`footers.DISCLAIMER`): "authorised and regulated by the SRA", "unterliegt der Aufsicht
der BaFin", "est agréée par l'AMF", "está supervisada por el Banco de España", "è vigilata dalla Banca
d'Italia", "staat onder toezicht van de AFM", "é regulada pelo Banco de Portugal". A sentence of the sender's
about a regulator stays: said with a we, our or you, asked, or with a reason drawn from it. (The card above
it, "Name / Title | Firm", is cut as before.)

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text
from tests.unit.classify.helpers import classify, mail

_TEXT = (
    "My name is Siobhan, and I've never given Acme my email address.\n\nUnder Article 17 GDPR please erase"
    " all personal data you hold on me and confirm in writing where you obtained it."
)


@pytest.mark.parametrize(
    ("card", "footer"),
    [
        (
            "Siobhan Kearney\nSolicitor | Kearney Legal",
            "Kearney Legal is regulated by the Law Society of Ireland. This email is confidential and may be"
            " legally privileged.",
        ),
        (
            "Tom Harlow\nPartner | Harlow & Co. LLP",
            "Harlow & Co. LLP is authorised and regulated by the Solicitors Regulation Authority (SRA No."
            " 000000).",
        ),
        (
            "Jana Müller\nGeschäftsführerin | Müller Vermögensverwaltung GmbH",
            "Die Müller Vermögensverwaltung GmbH unterliegt der Aufsicht der BaFin.",
        ),
        (
            "Jana Müller\nRechtsanwältin | Kanzlei Müller",
            "Die Kanzlei ist bei der Rechtsanwaltskammer München zugelassen.",
        ),
        (
            "Claire Durand\nGérante | Durand Gestion",
            "Durand Gestion est agréée par l'AMF sous le numéro GP-00000.",
        ),
        (
            "Lucía Gómez\nDirectora | Gómez Asesores",
            "Gómez Asesores está supervisada por el Banco de España.",
        ),
        (
            "Marco Rossi\nAmministratore | Rossi SIM",
            "Rossi SIM è vigilata dalla Banca d'Italia e dalla Consob.",
        ),
        (
            "Sanne Bakker\nDirecteur | Bakker Vermogensbeheer B.V.",
            "Bakker Vermogensbeheer B.V. staat onder toezicht van de AFM.",
        ),
        ("Ana Silva\nSócia | Silva & Associados", "Silva & Associados é regulada pelo Banco de Portugal."),
    ],
)
def test_a_regulator_line_under_the_signature_is_cut(card, footer):
    assert own_text(f"{_TEXT}\n\n{card}\n\n{footer}\n") == _TEXT


def test_the_solicitors_erasure_request_keeps_only_her_words():
    body = (
        f"{_TEXT}\n\nSiobhan Kearney\nSolicitor | Kearney Legal\n\nKearney Legal is regulated by the Law"
        " Society of Ireland. This email is confidential and may be legally privileged.\n"
    )
    result = classify(mail(body))
    assert (result.kind, result.text) == ("unsubscribe_request", _TEXT)


@pytest.mark.parametrize(
    "sentence",
    [
        "We are regulated by the FCA, so we can't use tools like yours.",
        "Our firm is regulated by the Law Society, so cold outreach is off the table.",
        "Is Acme regulated by the FCA?",
        "Acme is regulated by the FCA, so send me your SOC 2 report.",
        "Wir unterliegen der Aufsicht der BaFin und dürfen das nicht.",
        "Nous sommes agréés par l'AMF, donc ce n'est pas possible.",
    ],
)
def test_a_sentence_of_the_senders_about_a_regulator_stays(sentence):
    body = f"Thanks for reaching out.\n\n{sentence}\n\nJana\n"
    assert sentence in own_text(body)
