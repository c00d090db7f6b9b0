"""The sender not in the department the message is for (heldout_ba, a survey for finance: "I'm the office
administrator, not in finance. Not sure who on our side would do a survey like this"), in every rule
language: "I'm not in finance", "ich bin nicht in der Buchhaltung", "je ne suis pas à la comptabilité",
"no estoy en finanzas", "non sono in amministrazione", "ik werk niet op de financiële afdeling", "não sou
do financeiro". Pure data on fold()ed text, read as a wrong person with no one named, only when the reply
shows no interest of its own. Never the company's sector ("we're not in finance, we're a hospital": the
sender alone, first person singular), never "not in the office" (no department)."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_DEPT_EN = (
    r"(?:finance|accounting|accounts|it|hr|human resources|sales|marketing|procurement|purchasing|payroll"
    r"|legal|operations|the finance team|the finance department|the it department|the (?:\w+ )?team)"
)
NOT_MY_DEPARTMENT = rx(
    rf"(?:i'm|i am)(?: \S+){{0,4}},? not in {_DEPT_EN}(?= *(?:[.,;!-]|$| so | and | but ))",
    r"ich (?:bin|arbeite) nicht in der (?:buchhaltung|finanzabteilung|it|personalabteilung|einkauf"
    r"|vertrieb|marketingabteilung)|ich bin nicht (?:im|vom) (?:einkauf|vertrieb|controlling|marketing"
    r"|finanzbereich)",
    r"je ne (?:suis|travaille) pas (?:a la|au|aux|dans la|dans le|en) (?:finance|finances|comptabilite"
    r"|compta|dsi|rh|achats|service achats|service financier)",
    r"no (?:estoy|trabajo) en (?:finanzas|contabilidad|compras|sistemas|rrhh|recursos humanos|el area"
    r" financiera|administracion)",
    r"non (?:sono|lavoro) (?:in|nell'|nella|nel) ?(?:amministrazione|finanza|contabilita|ufficio acquisti"
    r"|acquisti|it|risorse umane)",
    r"ik (?:werk|zit) niet (?:op|bij) (?:de )?(?:financien|financiele afdeling|boekhouding|administratie"
    r"|inkoop|ict|hr)",
    r"nao (?:sou|trabalho) (?:do|no|da|na) (?:financeiro|contabilidade|compras|ti|rh|area financeira)",
)
