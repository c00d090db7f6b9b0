"""Removal requests in the wordings of a formal letter and of a curt one, in every rule language: an
objection to the processing of one's data for advertising (GDPR article 21: "Hiermit widerspreche ich
... der Verarbeitung", "je m'oppose au traitement", "ik maak bezwaar tegen de verwerking"), a demand
that it be erased ("verlange die Löschung aller zu meiner Person gespeicherten Daten", "al mijn
persoonsgegevens te verwijderen", article 17 under the law's name in each language), "no longer email
me" ("mij niet langer te e-mailen", "non scrivermi più", "dejar de escribirme") and the imperative stop
verbs ("Quit emailing me", "Cease emailing me"). Precision first: a disagreement, a deletion of
something else, a negated request or another person's mail is never an unsubscribe.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        # an objection to processing for advertising
        "Hiermit widerspreche ich der Verarbeitung meiner Daten zu Werbezwecken.",
        "Hiermit widerspreche ich gemäß Art. 21 Abs. 2 der Verarbeitung meiner personenbezogenen Daten.",
        "Wir widersprechen jeder weiteren Nutzung unserer Kontaktdaten.",
        "I object to the processing of my personal data for marketing purposes.",
        "I hereby object to the use of my data for direct marketing.",
        "We object to being contacted by your sales team.",
        "Je m'oppose au traitement de mes données personnelles à des fins de prospection.",
        "Me opongo al tratamiento de mis datos con fines comerciales.",
        "Mi oppongo al trattamento dei miei dati personali per finalità di marketing.",
        "Ik maak bezwaar tegen de verwerking van mijn persoonsgegevens voor direct marketing.",
        "Oponho-me ao tratamento dos meus dados pessoais para fins de marketing.",
        "Eu me oponho ao tratamento dos meus dados.",
        # a demand that the data be erased
        "Ich verlange die unverzügliche Löschung aller zu meiner Person gespeicherten Daten.",
        "Ich fordere die Löschung aller personenbezogenen Daten.",
        "I demand the immediate deletion of all personal data you hold.",
        "J'exige la suppression immédiate de toutes les données me concernant.",
        "Exijo la supresión inmediata de todos mis datos.",
        "Pretendo la cancellazione immediata di tutti i miei dati.",
        "Ik eis de onmiddellijke verwijdering van alle gegevens.",
        "Exijo o apagamento imediato de todos os meus dados.",
        # article 17 under the law's name in every rule language, also beside an access request (article 15)
        "Op grond van artikel 17 van de AVG verzoek ik om een bevestiging.",
        "Ich berufe mich auf Art. 17 DSGVO. Sagen Sie mir nach Art. 15 DSGVO, woher Sie die Daten haben.",
        "Ai sensi dell'articolo 17 del GDPR e dell'articolo 15: quali dati avete?",
        "Conformément à l'article 17 du RGPD et à l'article 15, quelles données détenez-vous ?",
        # erasure with the object first ("al mijn persoonsgegevens te verwijderen")
        "Ik verzoek u al mijn persoonsgegevens te verwijderen.",
        "Wilt u mijn gegevens per direct verwijderen?",
    ],
)
def test_an_objection_or_an_erasure_demand_is_an_unsubscribe(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # English
        "Please no longer email me.",
        "I ask that you no longer contact me.",
        "I no longer wish to be contacted.",
        # German
        "Bitte schreiben Sie mich nicht länger an.",
        "Bitte kontaktieren Sie mich nicht länger.",
        "Ich möchte Ihre Mails nicht mehr erhalten.",
        "Wir wollen nicht länger angeschrieben werden.",
        # French, Spanish, Italian
        "Merci de ne plus m'écrire.",
        "Je vous prie de ne plus m'e-mailer.",
        "Les pido dejar de escribirme.",
        "Por favor, no enviarme más correos.",
        "Non scrivermi più.",
        "Ti chiedo di non contattarmi più.",
        "Per favore non mi scrivere più.",
        # Dutch, Portuguese
        "Ik verzoek u mij niet langer te e-mailen.",
        "Mail mij niet langer.",
        "Peço para não me enviar mais e-mails.",
        "Peço que parem de me mandar e-mails.",
        # the imperative stop verbs
        "Quit emailing me. This is the third one this month.",
        "Quit messaging me.",
        "Cease emailing me immediately.",
        "Quit sending me these.",
        "Seriously, quit it with the emails.",
    ],
)
def test_no_longer_email_me_and_quit_emailing_me_are_unsubscribes(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # a disagreement, an objection to something else
        "Da widerspreche ich Ihnen, unser Prozess ist schnell.",
        "Je m'oppose à cette idée, mais envoyez-moi les tarifs.",
        "Me opongo a la idea de cambiar de proveedor.",
        # a deletion of something else, or a negated one
        "I demand the deletion of the duplicate invoice.",
        "Je demande la suppression du doublon de facture.",
        "U hoeft mijn gegevens niet te verwijderen, we komen in maart terug.",
        # no longer, of a report or of someone else
        "You no longer email me the weekly report, can you switch it back on?",
        "Since they no longer email us, we switched to your tool.",
        "Ich möchte die Rechnung nicht mehr per Post erhalten, bitte per Mail.",
        # quit: a job, a negated or conditional one
        "I'll quit my job before I buy this.",
        "Don't quit emailing me the updates, they're useful.",
        "If you quit emailing me I'd miss the updates.",
    ],
)
def test_look_alikes_are_no_unsubscribe(text):
    assert rule_intent(text) != "unsubscribe"
