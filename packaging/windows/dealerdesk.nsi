; The Windows installer of dealerdesk (NSIS 3, Modern UI 2), in English, Thai and Hungarian.
;
;   makensis /NOCD /DVERSION=0.1.0 /DDIST=dist\dealerdesk /DICON=build\pyinstaller\dealerdesk\icons\dealerdesk.ico ^
;            /DOUTFILE=dist\dealerdesk-0.1.0-windows-x64-setup.exe packaging\windows\dealerdesk.nsi
;
; (from the repository's root; /NOCD keeps relative paths relative to it instead of to this script's folder)
;
; DIST is PyInstaller's one-folder build (dealerdesk.exe, the windowed app; dealerdesk-cli.exe, the same program
; for a terminal; _internal\; LICENSE; THIRD-PARTY-NOTICES.txt). The installer is per user: it needs no
; administrator rights (dealer-school PCs seldom grant them) and installs into %LOCALAPPDATA%\Programs\dealerdesk,
; with a Start-menu shortcut for the app, one for a command prompt that has dealerdesk-cli on its PATH, an entry
; in Settings > Apps (with its size), and an uninstaller. It runs on 64-bit Windows 10 or newer only (the app is
; a 64-bit program, and Qt 6 needs Windows 10), and neither installs over nor removes a dealerdesk that is running
; (it asks to close it). CI compiles this script on Linux with warnings as errors, against a stand-in folder, so a
; mistake in it fails before a release runner meets it; the release workflow installs, upgrades and uninstalls
; it on Windows (packaging/windows/check_installer.py).

Unicode true
ManifestDPIAware true
RequestExecutionLevel user
SetCompressor /SOLID lzma

!ifndef VERSION
  !error "makensis /DVERSION=x.y.z is required"
!endif
!ifndef DIST
  !error "makensis /DDIST=<PyInstaller's dist\dealerdesk folder> is required"
!endif
!ifndef OUTFILE
  !define OUTFILE "dealerdesk-${VERSION}-windows-x64-setup.exe"
!endif

!define APP "dealerdesk"
!define PUBLISHER "The dealerdesk authors"
!define HOMEPAGE "https://github.com/dealerdesk/dealerdesk"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\dealerdesk"
; The Start-menu shortcuts' names in each language: an install in one language removes the shortcuts an earlier
; one made in another, and the uninstaller removes them all.
!define SHORTCUT_APP "dealerdesk"
!define SHORTCUT_COMMAND_LINE_ENGLISH "dealerdesk command line"
!define SHORTCUT_COMMAND_LINE_THAI "dealerdesk บรรทัดคำสั่ง"
!define SHORTCUT_COMMAND_LINE_HUNGARIAN "dealerdesk parancssor"
; Windows 10's first build: Qt 6 runs on nothing older.
!define WINDOWS_10_BUILD 10240

Name "${APP}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${APP}"
InstallDirRegKey HKCU "${UNINSTALL_KEY}" "InstallLocation"
BrandingText "${APP} ${VERSION}"

VIProductVersion "${VERSION}.0"
VIAddVersionKey /LANG=0 "ProductName" "${APP}"
VIAddVersionKey /LANG=0 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileDescription" "${APP} installer"
VIAddVersionKey /LANG=0 "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=0 "LegalCopyright" "Copyright (c) ${PUBLISHER}. MIT License."

!include "MUI2.nsh"
!include "LogicLib.nsh"
!include "x64.nsh"
!include "WinVer.nsh"
!include "FileFunc.nsh"

!ifdef ICON
  !define MUI_ICON "${ICON}"
  !define MUI_UNICON "${ICON}"
!endif
!define MUI_ABORTWARNING
; Ask for the language first (preselected from Windows' own) and remember it for the uninstaller.
!define MUI_LANGDLL_ALLLANGUAGES
!define MUI_LANGDLL_REGISTRY_ROOT HKCU
!define MUI_LANGDLL_REGISTRY_KEY "${UNINSTALL_KEY}"
!define MUI_LANGDLL_REGISTRY_VALUENAME "InstallerLanguage"
!define MUI_FINISHPAGE_RUN "$INSTDIR\dealerdesk.exe"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_LICENSE "${DIST}\LICENSE"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH

!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

; The first language is the default.
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Thai"
!insertmacro MUI_LANGUAGE "Hungarian"
!insertmacro MUI_RESERVEFILE_LANGDLL

; The installer's own words (Modern UI translates its standard pages itself).
LangString ShortcutApp ${LANG_ENGLISH} "${SHORTCUT_APP}"
LangString ShortcutApp ${LANG_THAI} "${SHORTCUT_APP}"
LangString ShortcutApp ${LANG_HUNGARIAN} "${SHORTCUT_APP}"
LangString ShortcutCommandLine ${LANG_ENGLISH} "${SHORTCUT_COMMAND_LINE_ENGLISH}"
LangString ShortcutCommandLine ${LANG_THAI} "${SHORTCUT_COMMAND_LINE_THAI}"
LangString ShortcutCommandLine ${LANG_HUNGARIAN} "${SHORTCUT_COMMAND_LINE_HUNGARIAN}"
LangString ShortcutAppComment ${LANG_ENGLISH} "Poker table and dealer trainer"
LangString ShortcutAppComment ${LANG_THAI} "โต๊ะโป๊กเกอร์และเครื่องมือฝึกดีลเลอร์"
LangString ShortcutAppComment ${LANG_HUNGARIAN} "Pókerasztal és osztóképző"
LangString ShortcutCommandLineComment ${LANG_ENGLISH} "A command prompt for dealerdesk-cli: solve, equity, drill"
LangString ShortcutCommandLineComment ${LANG_THAI} "พรอมต์คำสั่งสำหรับ dealerdesk-cli: solve, equity, drill"
LangString ShortcutCommandLineComment ${LANG_HUNGARIAN} "Parancssor a dealerdesk-cli számára: solve, equity, drill"
LangString NotInstalledHere ${LANG_ENGLISH} "dealerdesk is not installed in $INSTDIR."
LangString NotInstalledHere ${LANG_THAI} "ไม่พบ dealerdesk ที่ติดตั้งไว้ใน $INSTDIR"
LangString NotInstalledHere ${LANG_HUNGARIAN} "A dealerdesk nincs telepítve ide: $INSTDIR."
LangString NeedsWindows10x64 ${LANG_ENGLISH} "dealerdesk needs 64-bit Windows 10 or newer."
LangString NeedsWindows10x64 ${LANG_THAI} "dealerdesk ต้องใช้ Windows 10 แบบ 64 บิตขึ้นไป"
LangString NeedsWindows10x64 ${LANG_HUNGARIAN} "A dealerdesk 64 bites Windows 10-et vagy újabbat igényel."
LangString CloseDealerdesk ${LANG_ENGLISH} "dealerdesk is running. Close it (and any dealerdesk command line), then click Retry."
LangString CloseDealerdesk ${LANG_THAI} "dealerdesk กำลังทำงานอยู่ ปิดโปรแกรม (และ dealerdesk บรรทัดคำสั่ง) แล้วคลิก ลองอีกครั้ง"
LangString CloseDealerdesk ${LANG_HUNGARIAN} "A dealerdesk fut. Zárja be (és a dealerdesk parancssort is), majd kattintson az Újra gombra."

; Whether a program of $INSTDIR is running: Windows lets no one open a running program's file for writing. (A
; check by file rather than by process name finds only this installation's programs, not another copy's.) $1 is
; set when it is; LogicLib's ${Errors} clears the error flag as it reads it, so each file is tested on its own.
!macro IN_USE FILE
  ${If} ${FileExists} "${FILE}"
    ClearErrors
    FileOpen $0 "${FILE}" a
    ${If} ${Errors}
      StrCpy $1 "in use"
    ${Else}
      FileClose $0
    ${EndIf}
  ${EndIf}
!macroend

!macro RUNNING_CHECK PREFIX
  Function ${PREFIX}CloseDealerdesk
    check:
      StrCpy $1 ""
      !insertmacro IN_USE "$INSTDIR\dealerdesk.exe"
      !insertmacro IN_USE "$INSTDIR\dealerdesk-cli.exe"
      ${If} $1 != ""
        ; Silent (a script or an administrator's tool): there is no one to ask, so nothing is changed.
        MessageBox MB_RETRYCANCEL|MB_ICONEXCLAMATION "$(CloseDealerdesk)" /SD IDCANCEL IDRETRY check
        SetErrorLevel 3
        Quit
      ${EndIf}
  FunctionEnd
!macroend
!insertmacro RUNNING_CHECK ""
!insertmacro RUNNING_CHECK "un."

; Every Start-menu shortcut of dealerdesk, in any language, and those an earlier installer remembered.
!macro REMOVE_SHORTCUTS
  Delete "$SMPROGRAMS\${SHORTCUT_APP}.lnk"
  Delete "$SMPROGRAMS\${SHORTCUT_COMMAND_LINE_ENGLISH}.lnk"
  Delete "$SMPROGRAMS\${SHORTCUT_COMMAND_LINE_THAI}.lnk"
  Delete "$SMPROGRAMS\${SHORTCUT_COMMAND_LINE_HUNGARIAN}.lnk"
  ReadRegStr $0 HKCU "${UNINSTALL_KEY}" "ShortcutApp"
  ${If} $0 != ""
    Delete "$SMPROGRAMS\$0.lnk"
  ${EndIf}
  ReadRegStr $0 HKCU "${UNINSTALL_KEY}" "ShortcutCommandLine"
  ${If} $0 != ""
    Delete "$SMPROGRAMS\$0.lnk"
  ${EndIf}
!macroend

Function .onInit
  !insertmacro MUI_LANGDLL_DISPLAY
  ${IfNot} ${RunningX64}
  ${OrIfNot} ${AtLeastBuild} ${WINDOWS_10_BUILD}
    MessageBox MB_OK|MB_ICONSTOP "$(NeedsWindows10x64)" /SD IDOK
    SetErrorLevel 4
    Quit
  ${EndIf}
FunctionEnd

Function un.onInit
  !insertmacro MUI_UNGETLANGUAGE
FunctionEnd

Section "dealerdesk" SectionApp
  SectionIn RO
  ; Upgrading: never over a running dealerdesk (its files are in use, and half an upgrade would be left).
  Call CloseDealerdesk
  SetOutPath "$INSTDIR"
  ; A previous version's library folder goes whole, so no stale module of it is loaded by the new one.
  RMDir /r "$INSTDIR\_internal"
  File "${DIST}\dealerdesk.exe"
  File "${DIST}\dealerdesk-cli.exe"
  File "${DIST}\LICENSE"
  File "${DIST}\THIRD-PARTY-NOTICES.txt"
  File /r "${DIST}\_internal"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  ; Start menu: the app, and a command prompt that finds dealerdesk-cli; none left from an install in another
  ; language.
  !insertmacro REMOVE_SHORTCUTS
  CreateShortCut "$SMPROGRAMS\$(ShortcutApp).lnk" "$INSTDIR\dealerdesk.exe" "" \
      "$INSTDIR\dealerdesk.exe" 0 SW_SHOWNORMAL "" "$(ShortcutAppComment)"
  CreateShortCut "$SMPROGRAMS\$(ShortcutCommandLine).lnk" "$SYSDIR\cmd.exe" \
      '/k "set PATH=$INSTDIR;%PATH% && dealerdesk-cli --help"' "$INSTDIR\dealerdesk-cli.exe" 0 SW_SHOWNORMAL "" \
      "$(ShortcutCommandLineComment)"
  ; The shortcuts' names are in the installer's language: remember them for the uninstaller.
  WriteRegStr HKCU "${UNINSTALL_KEY}" "ShortcutApp" "$(ShortcutApp)"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "ShortcutCommandLine" "$(ShortcutCommandLine)"

  ; Settings > Apps (Add or remove programs).
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${APP}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "URLInfoAbout" "${HOMEPAGE}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\dealerdesk.exe"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
  ; The size Settings > Apps shows, in KiB.
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  IntFmt $0 "0x%08X" $0
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" "$0"
SectionEnd

Section "Uninstall"
  ; Only what the installer put there: never the whole folder, which a user may have chosen to share.
  IfFileExists "$INSTDIR\dealerdesk.exe" +3
    MessageBox MB_OK|MB_ICONSTOP "$(NotInstalledHere)" /SD IDOK
    Abort
  Call un.CloseDealerdesk
  !insertmacro REMOVE_SHORTCUTS
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\dealerdesk.exe"
  Delete "$INSTDIR\dealerdesk-cli.exe"
  Delete "$INSTDIR\LICENSE"
  Delete "$INSTDIR\THIRD-PARTY-NOTICES.txt"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  ; The user's progress and settings (in %APPDATA% and %LOCALAPPDATA%\dealerdesk) stay.
SectionEnd
