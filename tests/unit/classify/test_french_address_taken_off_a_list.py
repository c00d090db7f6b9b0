"""The French "retirer/enlever mon adresse de la liste": a removal asked of the reader (the imperative, or
the infinitive after "merci de", "veuillez", "pourriez-vous" ..., the informal "retire mon adresse"), never
the sender's own act on a list, nor the past participle the informal imperative folds into ("j'ai retiré")
(`unsubscribe.UNSUBSCRIBE`, `removal_informal`; the review of 2026-12-07 and the probing after its mends).
The list must be ours ("vos listes") or stand alone ("de la liste", "de la liste de diffusion"), never one of
guests, deliveries, invoices or a project (a third review of 2026-12-07).

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Merci de retirer mon adresse de la liste.",
        "Pourriez-vous retirer mon adresse e-mail de vos listes ?",
        "Retirez mon adresse de votre fichier, svp.",
        "Veuillez bien enlever mon adresse de la liste.",
        "Je vous prie de retirer mon adresse de vos envois.",
        "Enlève mon adresse de ta liste stp",
        "Retire mon adresse de la liste, merci",
        "Merci de retirer mon adresse de la liste de diffusion, je ne suis pas intéressé.",
        "Retirez mon adresse de vos listes de diffusion.",
    ],
)
def test_the_address_taken_off_as_asked_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Je vais retirer mon adresse de la liste de diffusion interne.",
        "J'ai retiré mon adresse de la liste du club, ça faisait trop de messages.",
        "J'ai déjà supprimé mon adresse de la base.",
        # a list that is not our mailing (a third review of 2026-12-07)
        "Pouvez-vous retirer mon adresse de la liste de livraison ? Nous avons déménagé.",
        "Merci de retirer mon adresse de la liste d'attente pour le salon, j'ai trouvé une place ailleurs.",
        "Pourriez-vous retirer mon e-mail de la liste des intervenants ? Je ne parlerai pas.",
        "Merci de retirer mon adresse de la liste de distribution interne du projet, je change d'équipe.",
        "Merci de retirer mon adresse de la liste des invités du dîner, je ne pourrai pas venir.",
        "Nous allons enlever mon adresse de la base fournisseurs et mettre celle de ma collègue.",
    ],
)
def test_the_senders_own_act_on_a_list_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # heldout_ef: an adverb between the ask and its verb ("pourriez-vous aussi retirer")
        "Pouvez-vous aussi retirer mon adresse de votre fichier ?",
        "Merci donc de bien retirer mon adresse de vos listes.",
        "Veuillez également retirer mon adresse e-mail de votre base.",
    ],
)
def test_an_adverb_before_the_verb_keeps_the_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Pourriez-vous aussi retirer le module de votre devis ?",
        "Pourriez-vous aussi retirer mon adresse de la liste des invités ?",
    ],
)
def test_an_adverb_before_the_verb_on_no_list_of_ours_stays_no_removal(text):
    assert reading(text) != "unsubscribe"
